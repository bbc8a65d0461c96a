import * as React from "react";
import { createRoot } from "react-dom/client";
import { type Lang, LangProvider } from "../i18n";
import { loadPart } from "../widgets/share/views";
import { initialLang, rememberLang } from "./language";
import { loadTrack, readParams, serverQr, TrackPage } from "./TrackPage";
import "../styles.css";

const VIEW_PARTS = { AF: "air", AI: "air", SE: "sea", SI: "sea", LC: "road" } as const;

/**
 * The share entry (share.html): the public tracking and delivery-notice pages, without the
 * staff app's router, state or shell, so a customer on a slow phone network loads little.
 */
const isTrack = !window.location.pathname.endsWith("DeliveryNotice");
const { o } = readParams(window.location.search);
// Ask for the order before React renders, and fetch the view's code meanwhile.
const initial = isTrack && o ? loadTrack(o) : null;
if (initial) {
  void loadPart(VIEW_PARTS[initial.view]);
  void loadPart("sections");
  // The server usually drew the QR code into the page; only then is the encoder not needed.
  if (!serverQr(window.location.href)) void loadPart("qr");
}
const NoticePage = React.lazy(async () => ({ default: (await import("./NoticePage")).NoticePage }));

function SharePage() {
  const [lang, setLang] = React.useState<Lang>(() => initialLang(window.location.search));
  React.useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  const change = (next: Lang) => {
    rememberLang(next);
    setLang(next);
  };
  return (
    <LangProvider lang={lang}>
      {isTrack ? (
        <TrackPage initial={initial} onLanguageChange={change} />
      ) : (
        <React.Suspense fallback={null}>
          <NoticePage onLanguageChange={change} />
        </React.Suspense>
      )}
    </LangProvider>
  );
}

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <React.StrictMode>
      <SharePage />
    </React.StrictMode>,
  );
}
