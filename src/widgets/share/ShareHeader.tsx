import * as React from "react";
import type { ShareView } from "../../domain/scope";
import { qrLabelSize, SHARE_QR } from "../../domain/share-view";
import { useT } from "../../i18n";
import { shareMessages } from "../../i18n/messages/share";
import { BrandMark } from "../../ui/brand-mark";
import { ArrowIcon, PlaneIcon, ShipIcon, TruckIcon } from "../../ui/icons";
import { QRCodeSVG } from "./deferred";

export type Carriage = { kind: "flight" | "vessel" | "plate"; text: string };

export type ShareHeaderProps = {
  view: ShareView;
  orderNumber: string;
  /** Origin, transits, destination. */
  stations: string[];
  carriage?: Carriage | null;
  /** The page's own link, encoded in the QR code. */
  link: string;
  /**
   * The same QR code drawn by the server (its own qrcode.react markup, with the same props),
   * so a phone skips encoding it; absent, the code is drawn here.
   */
  qrSvg?: string | null;
  /** The display code from the link, shown under the QR code. */
  code: string;
  /** Rendered at the top right (the language switch). */
  toolbar?: React.ReactNode;
};

const CARRIAGE_ICONS = { flight: PlaneIcon, vessel: ShipIcon, plate: TruckIcon } as const;

/** The share page's header: view, order number, route, flight or ship, and the page's QR. */
export function ShareHeader({
  view,
  orderNumber,
  stations,
  carriage,
  link,
  qrSvg,
  code,
  toolbar,
}: ShareHeaderProps) {
  const t = useT(shareMessages);
  const carriageLabel = carriage
    ? t(carriage.kind === "flight" ? "flight" : carriage.kind === "vessel" ? "vessel" : "plate")
    : "";
  const CarriageIcon = carriage ? CARRIAGE_ICONS[carriage.kind] : null;
  const labelSize = qrLabelSize(code);
  return (
    <header
      data-slot="share-header"
      className="bg-gradient-to-br from-brand to-brand-800 text-white"
    >
      <div className="mx-auto max-w-4xl px-4 pt-3 pb-5 sm:px-6">
        <div className="flex h-9 items-center gap-2">
          <BrandMark inverted className="size-6" />
          <span className="text-sm font-medium text-white/90">
            {t("pageTitle")} · {t(`view${view}`)}
          </span>
          <span className="flex-1" />
          {toolbar}
        </div>
        <div className="mt-3 flex items-start gap-4">
          <div className="min-w-0 flex-1">
            <p className="text-xs text-white/80">{t("orderNumber")}</p>
            <h1 className="mt-0.5 font-mono text-xl leading-7 font-semibold tracking-tight break-words sm:text-2xl">
              {orderNumber ? <OrderNumberText value={orderNumber} /> : "-"}
            </h1>
            {stations.length > 0 ? (
              <p className="mt-3 flex flex-wrap items-center gap-x-1.5 gap-y-1 text-lg leading-6 font-semibold">
                {stations.map((station, index) => (
                  <span key={`${station}-${index}`} className="flex items-center gap-1.5">
                    {index > 0 ? <ArrowIcon className="size-4 text-white/70" /> : null}
                    <span
                      className={
                        index > 0 && index < stations.length - 1
                          ? "text-base font-medium text-white/85"
                          : undefined
                      }
                    >
                      {station}
                    </span>
                  </span>
                ))}
              </p>
            ) : null}
            {carriage && CarriageIcon ? (
              <p className="mt-2 flex items-start gap-1.5 text-sm text-white/90">
                <CarriageIcon className="mt-0.5 size-4 shrink-0" />
                <span className="sr-only">{carriageLabel}</span>
                <span className="break-words">{carriage.text}</span>
              </p>
            ) : null}
          </div>
          <figure className="flex w-[120px] shrink-0 flex-col items-center rounded-md bg-white px-2.5 pt-2.5 pb-1.5 text-neutral-900 shadow-md">
            <div className="size-[100px] bg-white p-[5px]">
              {qrSvg ? (
                <span
                  role="img"
                  aria-label={t("qrTitle")}
                  className="block size-[90px]"
                  // Our server's own qrcode.react markup for this link; it carries no user text.
                  dangerouslySetInnerHTML={{ __html: qrSvg }}
                />
              ) : (
                <QRCodeSVG value={link} {...SHARE_QR} title={t("qrTitle")} />
              )}
            </div>
            <figcaption
              className="mt-1 w-full text-center leading-tight font-medium break-words"
              style={{ fontSize: `${labelSize}px` }}
            >
              <OrderNumberText value={code || orderNumber} />
            </figcaption>
          </figure>
        </div>
      </div>
    </header>
  );
}

/**
 * An order number that wraps only between its bills (after "_"), never inside one: a phone
 * shows "784-55123401_" and "SHA25110001" on two lines, not "SHA251100 / 01".
 */
export function OrderNumberText({ value }: { value: string }) {
  const parts = value.split("_");
  return parts.map((part, index) => (
    <React.Fragment key={`${part}-${index}`}>
      {index > 0 ? <wbr /> : null}
      <span className="whitespace-nowrap">
        {part}
        {index < parts.length - 1 ? "_" : null}
      </span>
    </React.Fragment>
  ));
}
