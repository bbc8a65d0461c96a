import type * as React from "react";
import {
  EMPTY_DISPLAY,
  formatDateTime,
  formatPieces,
  formatVolume,
  formatWeight,
} from "../../domain/format";
import type { DeliveryNotice } from "../../domain/share-link";
import { type Lang, useLang, useT } from "../../i18n";
import { shareMessages } from "../../i18n/messages/share";
import { shareNoticeMessages } from "../../i18n/messages/share-notice";
import { BrandMark } from "../../ui/brand-mark";
import { AlertIcon, ClockIcon, LinkOffIcon } from "../../ui/icons";
import { LanguageSwitch } from "./ShareScreen";

export type DeliveryNoticeState =
  | { status: "loading" }
  | { status: "notFound"; message?: string }
  | { status: "error"; message: string }
  | { status: "ready"; notice: DeliveryNotice };

export type DeliveryNoticeScreenProps = {
  state: DeliveryNoticeState;
  onPrint?: () => void;
  onLanguageChange?: (lang: Lang) => void;
};

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[6.5rem_1fr] gap-2 py-1.5 text-sm sm:grid-cols-[8rem_1fr]">
      <dt className="text-neutral-600">{label}</dt>
      <dd className="font-medium break-words text-neutral-900">{children || EMPTY_DISPLAY}</dd>
    </div>
  );
}

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="border-t border-neutral-200 pt-3 break-inside-avoid">
      <h2 className="mb-1 text-sm font-semibold text-brand-700">{title}</h2>
      {children}
    </section>
  );
}

/** A printable delivery notice built from the order (001 §2.2): where, by when, what, who. */
export function DeliveryNoticeScreen({
  state,
  onPrint,
  onLanguageChange,
}: DeliveryNoticeScreenProps) {
  const t = useT(shareMessages);
  const tn = useT(shareNoticeMessages);
  const lang = useLang();
  const notice = state.status === "ready" ? state.notice : null;
  const title = !notice
    ? tn("noticeTitle")
    : notice.view === "LC"
      ? tn("roadNoticeTitle")
      : notice.view === "AF" || notice.view === "AI"
        ? t(notice.flag === "warehouse" ? "noticeWarehouse" : "noticeStorehouse")
        : tn("noticeTitle");
  return (
    <div data-slot="delivery-notice" className="min-h-dvh bg-neutral-100 print:bg-white">
      <header className="bg-brand text-white print:bg-white print:text-neutral-900">
        <div className="mx-auto flex max-w-3xl items-center gap-2 px-4 py-3 sm:px-6">
          <BrandMark inverted className="size-6 print:hidden" />
          <span className="text-sm font-medium">
            {notice?.forwarderName ?? tn("noticePageTitle")}
          </span>
          <span className="flex-1" />
          {notice && onPrint ? (
            <button
              type="button"
              onClick={onPrint}
              className="inline-flex h-8 items-center rounded-md bg-white px-3 text-xs font-semibold text-brand hover:bg-white/90 print:hidden"
            >
              {tn("print")}
            </button>
          ) : null}
          {onLanguageChange ? (
            <span className="print:hidden">
              <LanguageSwitch onChange={onLanguageChange} />
            </span>
          ) : null}
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-3 py-4 sm:px-6 print:p-0">
        {state.status === "ready" && notice ? (
          <article className="rounded-lg border border-neutral-200 bg-white p-4 shadow-xs sm:p-6 print:border-0 print:shadow-none">
            <h1 className="text-xl font-semibold text-neutral-900">{title}</h1>
            <p className="mt-1 font-mono text-lg font-semibold break-all text-brand">
              {notice.orderNumber}
            </p>
            {notice.cutOffTime ? (
              <p className="mt-3 flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-neutral-900">
                <ClockIcon className="size-4 text-amber-700" />
                <span className="text-neutral-700">{tn("cutOff")}</span>
                <strong className="tabular-nums">{formatDateTime(notice.cutOffTime, lang)}</strong>
              </p>
            ) : null}
            <div className="mt-4 flex flex-col gap-3">
              <Block title={t("warehouse")}>
                <dl>
                  <Row label={t("warehouse")}>{notice.warehouseName}</Row>
                  <Row label={tn("address")}>{notice.warehouseAddress}</Row>
                  <Row label={tn("openingHours")}>{notice.warehouseHours}</Row>
                </dl>
              </Block>
              <Block title={tn("cargo")}>
                <dl>
                  <Row label={t("orderCode")}>{notice.orderCode}</Row>
                  <Row label={tn("stations")}>
                    {[notice.departureStation, notice.arrivalStation].filter(Boolean).join(" → ")}
                  </Row>
                  <Row label={tn("carriage")}>{notice.flightOrVessel}</Row>
                  <Row label={t("goodsNameCn")}>{notice.goodsNameCn}</Row>
                  <Row label={t("goodsNameEn")}>{notice.goodsNameEn}</Row>
                  <Row label={t("pieces")}>{formatPieces(notice.pieces)}</Row>
                  <Row label={t("grossWeight")}>{formatWeight(notice.weight)}</Row>
                  <Row label={t("volume")}>{formatVolume(notice.volume)}</Row>
                  <Row label={t("dimensions")}>{notice.dimensions?.split(";").join("; ")}</Row>
                </dl>
              </Block>
              <Block title={tn("contact")}>
                <dl>
                  <Row label={tn("contact")}>{notice.contactName}</Row>
                  <Row label={tn("phone")}>
                    {notice.contactPhone ? (
                      <a
                        href={`tel:${notice.contactPhone.replace(/[^\d+]/g, "")}`}
                        className="text-brand underline-offset-4 hover:underline"
                      >
                        {notice.contactPhone}
                      </a>
                    ) : null}
                  </Row>
                </dl>
              </Block>
              {notice.remarks?.length ? (
                <Block title={tn("remarks")}>
                  <ul className="list-disc space-y-1 pl-5 text-sm text-neutral-800">
                    {notice.remarks.map((remark) => (
                      <li key={remark}>{remark}</li>
                    ))}
                  </ul>
                </Block>
              ) : null}
            </div>
            <p className="mt-5 border-t border-neutral-200 pt-3 text-xs text-neutral-600">
              {tn("noticeFooter")} {tn("issuedAt")} {formatDateTime(notice.issuedAt, lang)} ·{" "}
              {t("timesNote")}
            </p>
          </article>
        ) : (
          <div
            role="status"
            className="flex min-h-80 flex-col items-center justify-center rounded-lg border border-neutral-200 bg-white px-6 py-12 text-center"
          >
            {state.status === "loading" ? (
              <p className="text-sm text-neutral-700">{t("loading")}</p>
            ) : (
              <>
                <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand">
                  {state.status === "notFound" ? (
                    <LinkOffIcon className="size-6" />
                  ) : (
                    <AlertIcon className="size-6" />
                  )}
                </span>
                <h1 className="mt-4 text-lg font-semibold text-neutral-900">
                  {state.status === "notFound" ? t("notFoundTitle") : t("errorTitle")}
                </h1>
                <p className="mt-1.5 max-w-sm text-sm text-neutral-700">
                  {state.status === "notFound"
                    ? `${state.message ?? ""} ${t("notFoundHint")}`.trim()
                    : state.status === "error"
                      ? state.message
                      : ""}
                </p>
              </>
            )}
          </div>
        )}
      </main>
    </div>
  );
}
