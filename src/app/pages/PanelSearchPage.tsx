import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { useLocation, useSearch } from "wouter";
import { ApiError } from "../../api/client";
import { fetchInquiryAgent, fetchQuoteConfig } from "../../api/inquiry";
import {
  type InquiryPrefill,
  inquiryHref,
  normalizeAirportCode,
  parseQuoteMessage,
} from "../../domain/inquiry";
import { useT } from "../../i18n";
import { inquiryMessages } from "../../i18n/messages/inquiry";
import { notify } from "../../ui/toast";
import { QuoteFrameScreen } from "../../widgets/inquiry/QuoteFrameScreen";
import { useCreateInquiryAgent } from "../inquiry/queries";
import { keys } from "../queries/keys";

/** The frame is the window's height less the shell's top bar and margins (seed 000 §9). */
export const FRAME_OFFSET = 86;

const OWN_QUOTE_PAGE = { url: "/quote.html", origin: "" };

function frameSrc(base: string, from: string, to: string): string {
  const url = new URL(base, window.location.origin);
  url.searchParams.set("f", from);
  url.searchParams.set("t", to);
  return url.origin === window.location.origin ? url.pathname + url.search : url.href;
}

/**
 * /panelSearch?f=…&t=…: the quote page in a frame. Only a create-inquiry message from the
 * configured origin, sent by this frame's own window, is acted on: with the organisation's inquiry
 * agent branch in place it goes straight to the inquiry form; without, it asks whether to create
 * the branch first (是 creates it, 否 goes on anyway).
 */
export default function PanelSearchPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const t = useT(inquiryMessages);
  const frame = React.useRef<HTMLIFrameElement>(null);
  const configQuery = useQuery({ queryKey: keys.quoteConfig(), queryFn: fetchQuoteConfig });
  // Without the server's answer the frame shows our own quote page.
  const config = configQuery.isError ? OWN_QUOTE_PAGE : (configQuery.data ?? null);
  const [height, setHeight] = React.useState(() => Math.max(0, window.innerHeight - FRAME_OFFSET));
  const [pending, setPending] = React.useState<InquiryPrefill | null>(null);
  const createAgent = useCreateInquiryAgent();
  const query = new URLSearchParams(search);
  const from = normalizeAirportCode(query.get("f") ?? "");
  const to = normalizeAirportCode(query.get("t") ?? "");

  React.useEffect(() => {
    const onResize = () => setHeight(Math.max(0, window.innerHeight - FRAME_OFFSET));
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);

  const allowedOrigin = config ? config.origin || window.location.origin : null;
  React.useEffect(() => {
    if (!allowedOrigin) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== allowedOrigin || event.source !== frame.current?.contentWindow) return;
      const prefill = parseQuoteMessage(event.data);
      if (!prefill) return;
      fetchInquiryAgent()
        .then((agent) => (agent ? navigate(inquiryHref(prefill)) : setPending(prefill)))
        .catch(() => setPending(prefill));
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [allowedOrigin, navigate]);

  const answer = (create: boolean) => {
    if (!pending) return;
    const next = inquiryHref(pending);
    const goOn = () => {
      setPending(null);
      navigate(next);
    };
    if (!create) return goOn();
    // Created or not, the inquiry form opens: a failure is said, not blocking.
    createAgent.mutate(undefined, {
      onSuccess: () => notify("success", t("agentSaved")),
      onError: (error) =>
        notify("error", error instanceof ApiError ? error.failure.message : t("agentFailed")),
      onSettled: goOn,
    });
  };

  return (
    <QuoteFrameScreen
      src={config ? frameSrc(config.url, from, to) : null}
      height={height}
      frameRef={frame}
      agentPrompt={{ open: pending !== null, busy: createAgent.isPending }}
      onAgentAnswer={answer}
    />
  );
}
