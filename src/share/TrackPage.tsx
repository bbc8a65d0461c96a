import * as React from "react";
import { parseShareParam, type ShareView } from "../domain/scope";
import {
  type AwbPrintInfo,
  type DeliveryNoticeFlag,
  type HawbPrintInfo,
  noticePageOf,
  SHARE_NOT_FOUND,
  type ShareLcOrder,
  type ShareOrderTrack,
} from "../domain/share-link";
import { isMobileAgent, SHARE_QR_TEMPLATE_ID } from "../domain/share-view";
import { TRACK_TEXTS, trackResponseError } from "../domain/track-events";
import { type Lang, translate, useLang, useT } from "../i18n";
import { shareMessages } from "../i18n/messages/share";
import type {
  AirDocuments,
  NoticeDocuments,
  ShareData,
  ShareScreenState,
} from "../widgets/share/ShareScreen";
import { ShareScreen } from "../widgets/share/ShareScreen";
import { call, saveDownload } from "./api";

type Params = { o: string; code: string };

/** The server's drawing of this page's QR code, when it drew one for exactly this address. */
export function serverQr(href: string): string | null {
  const template = document.getElementById(SHARE_QR_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement) || template.dataset.link !== href) return null;
  return template.innerHTML || null;
}

export function readParams(search: string): Params {
  const query = new URLSearchParams(search);
  return { o: query.get("o")?.trim() ?? "", code: query.get("code")?.trim() ?? "" };
}

const TRACK_PATHS: Record<ShareView, string> = {
  AF: "/afbase/external/order/orderTrack",
  AI: "/afbase/external/order/orderTrack",
  SE: "/sc/external/order/orderTrack",
  SI: "/sc/external/order/orderTrack",
  LC: "/sc/external/order/orderTrack/lc",
};

/** Envelope → screen state: the one not-found answer, other failures as errors (001 §8). */
function toState<T>(
  result: Awaited<ReturnType<typeof call<T>>>,
  lang: Lang,
  ready: (data: T) => ShareScreenState,
): ShareScreenState {
  if (!result.ok) return { status: "error", message: result.message };
  const body = result.body;
  if (!body) return { status: "error", message: TRACK_TEXTS.fetchFailed };
  if (body.code === 0) return ready(body.data);
  if (body.code === SHARE_NOT_FOUND.code && body.messageInfo === SHARE_NOT_FOUND.messageInfo) {
    return { status: "notFound", message: body.messageInfo };
  }
  const fallback = translate(shareMessages, lang)("fetchFailed");
  return {
    status: "error",
    message: trackResponseError(body, fallback) ?? TRACK_TEXTS.fetchFailed,
  };
}

/** The request for the link in the address bar, started before React renders. */
export function loadTrack(o: string) {
  // A malformed link still asks the server, so every dead link gets the server's one answer.
  const view = parseShareParam(o)?.view ?? "AF";
  return {
    view,
    result: call<ShareOrderTrack & ShareLcOrder>("GET", TRACK_PATHS[view], { query: { o } }),
  };
}

function readyState(view: ShareView, data: ShareOrderTrack & ShareLcOrder): ShareScreenState {
  const payload: ShareData = view === "LC" ? { view, order: data } : { view, track: data };
  return { status: "ready", data: payload };
}

const ok = <T,>(r: Awaited<ReturnType<typeof call<T>>>): T | null =>
  r.ok && r.body?.code === 0 ? r.body.data : null;

async function airDocuments(o: string, uuid: string): Promise<AirDocuments> {
  const query = { o };
  const [warehouse, storehouse, master, houses] = await Promise.all([
    call<boolean>("GET", `/afbase/external/checkOrderDeliveryNotice/${uuid}/warehouse`, { query }),
    call<boolean>("GET", `/afbase/external/checkOrderDeliveryNotice/${uuid}/storehouse`, { query }),
    call<AwbPrintInfo>("GET", `/afbase/external/viewByOrderUuid/${uuid}`, { query }),
    call<HawbPrintInfo[]>("GET", `/afbase/external/hawbListByOrderUuid/${uuid}`, { query }),
  ]);
  return {
    noticeWarehouse: ok(warehouse) === true,
    noticeStorehouse: ok(storehouse) === true,
    master: ok(master),
    houses: ok(houses) ?? [],
  };
}

async function noticeDocuments(o: string, uuid: string): Promise<NoticeDocuments> {
  const check = await call<boolean>(
    "GET",
    `/afbase/external/checkOrderDeliveryNotice/${uuid}/warehouse`,
    { query: { o } },
  );
  return { notice: ok(check) === true };
}

/** On phones links replace the page; elsewhere they open a new window (001 §2.1). */
export function openLink(url: string): void {
  if (isMobileAgent(navigator.userAgent)) window.location.assign(url);
  else window.open(url, "_blank", "noopener,noreferrer");
}

export function TrackPage({
  initial,
  onLanguageChange,
}: {
  initial: ReturnType<typeof loadTrack> | null;
  onLanguageChange: (lang: Lang) => void;
}) {
  const lang = useLang();
  const t = useT(shareMessages);
  const { o, code } = React.useMemo(() => readParams(window.location.search), []);
  const view = parseShareParam(o)?.view ?? null;
  const [state, setState] = React.useState<ShareScreenState>(
    o ? { status: "loading" } : { status: "error", message: TRACK_TEXTS.missingOrder },
  );
  const [pending, setPending] = React.useState(initial);
  const [notice, setNotice] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState<string | null>(null);
  const [moreBusy, setMoreBusy] = React.useState(false);
  const mobile = React.useMemo(() => isMobileAgent(navigator.userAgent), []);
  const qrSvg = React.useMemo(() => serverQr(window.location.href), []);

  React.useEffect(() => {
    if (!o || !pending) return;
    let live = true;
    void pending.result.then(async (result) => {
      if (!live) return;
      const next = toState(result, lang, (data) => readyState(pending.view, data));
      // A transition: React renders the order in slices, so a slow phone's main thread is
      // never blocked for long while the page fills in.
      React.startTransition(() => setState(next));
      if (next.status !== "ready") return;
      const uuid = next.data.view === "LC" ? next.data.order.orderUUID : next.data.track.orderUUID;
      if (!uuid) return;
      const data = next.data;
      const documents =
        data.view === "AF" || data.view === "AI"
          ? await airDocuments(o, uuid)
          : await noticeDocuments(o, uuid);
      if (!live) return;
      React.startTransition(() =>
        setState({ status: "ready", data: { ...data, documents } as ShareData }),
      );
    });
    return () => {
      live = false;
    };
    // The language only shapes messages; a switch must not refetch.
  }, [o, pending]);

  React.useEffect(() => {
    document.title = code ? `${code} · ${t("pageTitle")}` : t("pageTitle");
  }, [code, t]);

  const data = state.status === "ready" ? state.data : null;
  const uuid = data ? (data.view === "LC" ? data.order.orderUUID : data.track.orderUUID) : null;

  const download = async (kind: "master" | string) => {
    if (!uuid) return;
    setBusy(kind);
    setNotice(null);
    const master = kind === "master";
    const result = await call<null>(
      "POST",
      master ? "/afbase/external/downloadAWB" : "/afbase/external/downloadHAWB",
      {
        query: { o },
        json: {
          awbPrintType: "ORIGINAL",
          orderUuid: uuid,
          printType: "PDF",
          ...(master ? {} : { awbPrintId: kind }),
        },
      },
    );
    setBusy(null);
    if (result.ok && result.response.headers.get("content-type")?.includes("application/pdf")) {
      await saveDownload(result.response, master ? "AWB.pdf" : `HAWB-${kind}.pdf`);
      return;
    }
    setNotice(
      `${TRACK_TEXTS.errorPrefix}${result.ok ? (result.body?.messageInfo ?? TRACK_TEXTS.fetchFailed) : result.message}`,
    );
  };

  return (
    <ShareScreen
      state={state}
      view={view}
      link={window.location.href}
      qrSvg={qrSvg}
      code={code}
      now={Date.now()}
      linkTarget={mobile ? "_self" : "_blank"}
      notice={notice}
      busy={busy}
      moreBusy={moreBusy}
      onLanguageChange={onLanguageChange}
      onRetry={() => {
        setState({ status: "loading" });
        setPending(loadTrack(o));
      }}
      onMore={async () => {
        setMoreBusy(true);
        setNotice(null);
        const result = await call<string>("POST", "/sc/external/order/awbSubmit", {
          query: { o },
        });
        setMoreBusy(false);
        const url = ok(result);
        if (url) openLink(url);
        else {
          const message = result.ok ? result.body?.messageInfo : result.message;
          setNotice(`${TRACK_TEXTS.errorPrefix}${message || TRACK_TEXTS.fetchFailed}`);
        }
      }}
      onOpenNotice={(flag: DeliveryNoticeFlag) => {
        if (!data) return;
        const query = new URLSearchParams({ o, flag });
        openLink(`${noticePageOf(data.view)}?${query.toString()}`);
      }}
      onDownloadMaster={() => void download("master")}
      onDownloadHouse={(id) => void download(id)}
    />
  );
}
