import type * as React from "react";
import { formatDateTime } from "../../domain/format";
import { orderNumber, shipInfo } from "../../domain/order-track";
import type { ShareView } from "../../domain/scope";
import type { ShareLcOrder, ShareOrderTrack, ShareProvider } from "../../domain/share-link";
import { ageOf, stationChain } from "../../domain/share-view";
import { type Lang, translateSource, useLang, useT } from "../../i18n";
import { shareMessages } from "../../i18n/messages/share";
import { BrandMark } from "../../ui/brand-mark";
import { AlertIcon, LinkOffIcon } from "../../ui/icons";
import { type Carriage, OrderNumberText, ShareHeader } from "./ShareHeader";
import type { AirDocuments, NoticeDocuments, ShareActions } from "./types";
import { AirView, LcView, SeaView } from "./views";

export type { AirDocuments, NoticeDocuments, ShareActions };

export type ShareData =
  | { view: "AF" | "AI"; track: ShareOrderTrack; documents?: AirDocuments }
  | { view: "SE" | "SI"; track: ShareOrderTrack; documents?: NoticeDocuments }
  | { view: "LC"; order: ShareLcOrder; documents?: NoticeDocuments };

export type ShareScreenState =
  | { status: "loading" }
  | { status: "notFound"; message?: string }
  | { status: "error"; message: string }
  | { status: "ready"; data: ShareData };

export type ShareScreenProps = ShareActions & {
  state: ShareScreenState;
  /** From the link's prefix; null when the link has none. */
  view: ShareView | null;
  /** The page's own link for the QR code. */
  link: string;
  /** The QR code of `link` as SVG markup drawn by the server, when it sent one. */
  qrSvg?: string | null;
  code: string;
  /** Reference time for "last updated … ago" (ms), passed in so stories stay fixed. */
  now: number;
  onLanguageChange?: (lang: Lang) => void;
  onRetry?: () => void;
  /** A failed action (MORE, a download), shown above the sections. */
  notice?: string | null;
};

export function LanguageSwitch({ onChange }: { onChange: (lang: Lang) => void }) {
  const t = useT(shareMessages);
  const lang = useLang();
  return (
    <button
      type="button"
      onClick={() => onChange(lang === "zh-CN" ? "en-US" : "zh-CN")}
      lang={lang === "zh-CN" ? "en" : "zh-CN"}
      className="inline-flex h-8 items-center rounded-md border border-white/40 px-2.5 text-xs font-semibold text-white hover:bg-white/15"
    >
      {t("switchLanguageShort")}
      <span className="sr-only"> · {t("switchLanguage")}</span>
    </button>
  );
}

function headerFacts(data: ShareData): {
  number: string;
  stations: string[];
  carriage: Carriage | null;
} {
  if (data.view === "LC") {
    const o = data.order;
    return {
      number: orderNumber(o, "LC"),
      stations: [o.departureStationName, o.arrivalStationName]
        .map((s) => s?.trim() ?? "")
        .filter(Boolean),
      carriage: o.driverNumber ? { kind: "plate", text: o.driverNumber } : null,
    };
  }
  const track = data.track;
  if (data.view === "SE" || data.view === "SI") {
    const ship = shipInfo(track);
    return {
      number: orderNumber(track, data.view),
      stations: stationChain(track),
      carriage: ship ? { kind: "vessel", text: ship } : null,
    };
  }
  return {
    number: orderNumber(track, data.view),
    stations: stationChain(track),
    carriage: track.expectFlight
      ? {
          kind: "flight",
          text: [track.expectFlight, formatDateTime(track.expectDeparture)]
            .filter((x) => x && x !== "-")
            .join(" · "),
        }
      : null,
  };
}

/**
 * The header before the order arrives. The link's own code label is known from the address, so
 * it is shown at once where the order number will be (it is the page's largest text, so the
 * first paint is already the largest one); the rest keeps the header's size with placeholders,
 * so nothing moves when the order arrives.
 */
function HeaderSkeleton({
  toolbar,
  title,
  code,
  loading,
}: {
  toolbar?: React.ReactNode;
  title: string;
  code?: string;
  /** Placeholders for what is on its way; a failed page shows only what it knows. */
  loading: boolean;
}) {
  const t = useT(shareMessages);
  return (
    <header className="bg-gradient-to-br from-brand to-brand-800 text-white">
      <div className="mx-auto max-w-4xl px-4 pt-3 pb-5 sm:px-6">
        <div className="flex h-9 items-center gap-2">
          <BrandMark inverted className="size-6" />
          <span className="text-sm font-medium text-white/90">{title}</span>
          <span className="flex-1" />
          {toolbar}
        </div>
        {code || loading ? (
          <div className="mt-3 flex items-start gap-4">
            {code ? (
              <div className="min-w-0 flex-1">
                <p className="text-xs text-white/80">{t("orderNumber")}</p>
                <h1 className="mt-0.5 font-mono text-xl leading-7 font-semibold tracking-tight break-words sm:text-2xl">
                  <OrderNumberText value={code} />
                </h1>
                {loading ? (
                  <>
                    <div
                      className="mt-3 h-5 w-2/5 max-w-40 rounded bg-white/25"
                      aria-hidden="true"
                    />
                    <div
                      className="mt-3 h-4 w-3/5 max-w-56 rounded bg-white/20"
                      aria-hidden="true"
                    />
                  </>
                ) : null}
              </div>
            ) : loading ? (
              <div className="min-w-0 flex-1 pt-1" aria-hidden="true">
                <div className="h-3 w-16 rounded bg-white/25" />
                <div className="mt-2 h-6 w-4/5 max-w-72 rounded bg-white/30" />
                <div className="mt-4 h-5 w-2/5 max-w-40 rounded bg-white/25" />
                <div className="mt-3 h-4 w-3/5 max-w-56 rounded bg-white/20" />
              </div>
            ) : null}
            {loading ? (
              <div
                className="h-[136px] w-[120px] shrink-0 rounded-md bg-white/90"
                aria-hidden="true"
              />
            ) : null}
          </div>
        ) : null}
      </div>
    </header>
  );
}

function Status({
  icon,
  title,
  body,
  action,
}: {
  icon: React.ReactNode;
  title: string;
  body?: string;
  action?: React.ReactNode;
}) {
  return (
    <div
      role="status"
      className="flex flex-col items-center rounded-lg border border-neutral-200 bg-white px-6 py-12 text-center"
    >
      <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand">
        {icon}
      </span>
      <h2 className="mt-4 text-lg font-semibold text-neutral-900">{title}</h2>
      {body ? <p className="mt-1.5 max-w-sm text-sm text-neutral-700">{body}</p> : null}
      {action}
    </div>
  );
}

function Footer({
  provider,
  updatedAt,
  now,
}: {
  provider?: ShareProvider | null;
  updatedAt?: string | null;
  now: number;
}) {
  const t = useT(shareMessages);
  const lang = useLang();
  const age = ageOf(updatedAt, now);
  const ageText = !age
    ? ""
    : age.unit === "justNow"
      ? t("justNow")
      : t(age.unit === "minutes" ? "minutesAgo" : age.unit === "hours" ? "hoursAgo" : "daysAgo", {
          n: age.n,
        });
  return (
    <footer className="mx-auto w-full max-w-4xl px-4 pt-2 pb-8 text-xs text-neutral-600 sm:px-6">
      {updatedAt ? (
        <p className="tabular-nums">
          {t("lastUpdated", { time: formatDateTime(updatedAt, lang) })}
          {ageText ? (lang === "zh-CN" ? `（${ageText}）` : ` (${ageText})`) : ""}
        </p>
      ) : null}
      <p className="mt-1">{t("timesNote")}</p>
      {/* The forwarder's public site when it has one; never the staff login at `/`. */}
      {provider?.url ? (
        <a
          href={provider.url}
          rel="noopener"
          className="mt-4 inline-flex items-center gap-2 text-neutral-700 hover:text-brand"
          title={t("providerSite")}
        >
          <BrandMark className="size-6" />
          <span>
            {provider.name ? t("providedBy", { name: provider.name }) : t("providerSite")}
          </span>
        </a>
      ) : provider?.name ? (
        <p className="mt-4 inline-flex items-center gap-2 text-neutral-700">
          <BrandMark className="size-6" />
          <span>{t("providedBy", { name: provider.name })}</span>
        </p>
      ) : null}
    </footer>
  );
}

function viewBody(data: ShareData, actions: ShareActions): React.ReactNode {
  switch (data.view) {
    case "LC":
      return <LcView order={data.order} documents={data.documents} {...actions} />;
    case "SE":
    case "SI":
      return (
        <SeaView view={data.view} track={data.track} documents={data.documents} {...actions} />
      );
    case "AF":
    case "AI":
      return (
        <AirView view={data.view} track={data.track} documents={data.documents} {...actions} />
      );
  }
}

/**
 * The public order-tracking page: header with QR, then the view's collapsible sections, or a
 * loading, not-found or error state in the same frame.
 */
export function ShareScreen({
  state,
  view,
  link,
  qrSvg,
  code,
  now,
  onLanguageChange,
  onRetry,
  notice,
  ...actions
}: ShareScreenProps) {
  const t = useT(shareMessages);
  const toolbar = onLanguageChange ? <LanguageSwitch onChange={onLanguageChange} /> : null;
  const title = view ? `${t("pageTitle")} · ${t(`view${view}`)}` : t("pageTitle");

  let header: React.ReactNode;
  let body: React.ReactNode;
  let provider: ShareProvider | null | undefined;
  let updatedAt: string | null | undefined;

  if (state.status === "ready") {
    const data = state.data;
    const facts = headerFacts(data);
    const source = data.view === "LC" ? data.order : data.track;
    provider = source.provider;
    updatedAt = source.updatedAt;
    header = (
      <ShareHeader
        view={data.view}
        orderNumber={facts.number}
        stations={facts.stations}
        carriage={facts.carriage}
        link={link}
        qrSvg={qrSvg}
        code={code || facts.number}
        toolbar={toolbar}
      />
    );
    body = viewBody(data, actions);
  } else {
    header = (
      <HeaderSkeleton
        toolbar={toolbar}
        title={title}
        // A dead link shows nothing about an order, not even the number it was made for.
        code={state.status === "loading" ? code : undefined}
        loading={state.status === "loading"}
      />
    );
    body =
      state.status === "loading" ? (
        <div className="min-h-dvh" role="status" aria-live="polite">
          <span className="sr-only">{t("loading")}</span>
          <div className="h-13 rounded-lg border border-neutral-200 bg-white" />
          <div className="mt-3 h-64 rounded-lg border border-neutral-200 bg-white" />
        </div>
      ) : state.status === "notFound" ? (
        <Status
          icon={<LinkOffIcon className="size-6" />}
          title={t("notFoundTitle")}
          body={
            // The server's reason is a clause without a full stop: the catalogue makes it a sentence.
            state.message
              ? t("notFoundBecause", {
                  // The server's own wording in the page's language where the catalogue has it.
                  reason: translateSource(shareMessages, t, state.message).replace(
                    /[\s。.!！]+$/u,
                    "",
                  ),
                })
              : t("notFoundHint")
          }
        />
      ) : (
        <Status
          icon={<AlertIcon className="size-6" />}
          title={t("errorTitle")}
          body={translateSource(shareMessages, t, state.message)}
          action={
            onRetry ? (
              <button
                type="button"
                onClick={onRetry}
                className="mt-5 inline-flex h-9 items-center rounded-md bg-brand px-4 text-sm font-medium text-white hover:bg-brand-700"
              >
                {t("retry")}
              </button>
            ) : null
          }
        />
      );
  }

  return (
    <div data-slot="share-screen" className="flex min-h-dvh flex-col bg-neutral-100">
      {header}
      {/* A new element when the order arrives: the old one moving down would count as a shift. */}
      <main
        key={state.status}
        className="mx-auto flex w-full max-w-4xl flex-1 flex-col gap-3 px-3 py-4 sm:px-6"
      >
        {notice ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            <AlertIcon className="mt-0.5 size-4 shrink-0" />
            {notice}
          </p>
        ) : null}
        {body}
      </main>
      <Footer provider={provider} updatedAt={updatedAt} now={now} />
    </div>
  );
}
