import * as React from "react";
import { type DeliveryNotice, noticePageShows, SHARE_NOT_FOUND } from "../domain/share-link";
import { TRACK_TEXTS, trackResponseError } from "../domain/track-events";
import { type Lang, useT } from "../i18n";
import { shareMessages } from "../i18n/messages/share";
import { shareNoticeMessages } from "../i18n/messages/share-notice";
import {
  DeliveryNoticeScreen,
  type DeliveryNoticeState,
} from "../widgets/share/DeliveryNoticeScreen";
import { call } from "./api";

/** /externalOrderDeliveryNotice (and the sea and rail variants): ?o=…&flag=warehouse|storehouse. */
export function NoticePage({ onLanguageChange }: { onLanguageChange: (lang: Lang) => void }) {
  const t = useT(shareMessages);
  const tn = useT(shareNoticeMessages);
  const { o, flag } = React.useMemo(() => {
    const query = new URLSearchParams(window.location.search);
    return {
      o: query.get("o")?.trim() ?? "",
      flag: query.get("flag")?.trim() || "warehouse",
    };
  }, []);
  const [state, setState] = React.useState<DeliveryNoticeState>(
    o ? { status: "loading" } : { status: "error", message: TRACK_TEXTS.missingOrder },
  );

  React.useEffect(() => {
    if (!o) return;
    let live = true;
    void call<DeliveryNotice>("GET", "/afbase/external/deliveryNotice", {
      query: { o, flag },
    }).then((result) => {
      if (!live) return;
      if (!result.ok) return setState({ status: "error", message: result.message });
      const body = result.body;
      if (body?.code === 0) {
        // The sea page shows sea orders, the first page air and road ones: a link opened on
        // another notice page's path is as unknown as a wrong one.
        if (!noticePageShows(window.location.pathname, body.data.view)) {
          return setState({ status: "notFound", message: SHARE_NOT_FOUND.messageInfo });
        }
        return setState({ status: "ready", notice: body.data });
      }
      if (body?.code === SHARE_NOT_FOUND.code && body.messageInfo === SHARE_NOT_FOUND.messageInfo) {
        return setState({ status: "notFound", message: body.messageInfo });
      }
      setState({
        status: "error",
        message: (body && trackResponseError(body, t("fetchFailed"))) || TRACK_TEXTS.fetchFailed,
      });
    });
    return () => {
      live = false;
    };
  }, [o, flag]);

  React.useEffect(() => {
    const number = state.status === "ready" ? state.notice.orderNumber : "";
    document.title = number ? `${number} · ${tn("noticePageTitle")}` : tn("noticePageTitle");
  }, [state, t]);

  return (
    <DeliveryNoticeScreen
      state={state}
      onPrint={() => window.print()}
      onLanguageChange={onLanguageChange}
    />
  );
}
