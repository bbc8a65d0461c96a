import { useAtomValue } from "jotai";
import * as React from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { type AdvisoryKind, acknowledgeInThisTab } from "../domain/advisory";
import { AdvisoryDialog } from "../widgets/shell/AdvisoryDialog";
import { LanguageProvider } from "./LanguageProvider";
import { useLocation } from "./location";
import { publicPage } from "./public-routes";
import { sessionAtom } from "./state/session";

/** Over every signed-in page (never the public ones), one at a time until acknowledged. */
function AdvisoryHost({ due }: { due: AdvisoryKind[] }) {
  const session = useAtomValue(sessionAtom);
  const [location] = useLocation();
  const [queue, setQueue] = React.useState(due);
  const kind = queue[0];
  if (!kind || !session || publicPage(location)) return null;
  return (
    <AdvisoryDialog
      key={kind}
      kind={kind}
      open
      onAcknowledge={() => {
        acknowledgeInThisTab(kind);
        setQueue((rest) => rest.slice(1));
      }}
    />
  );
}

let mounted = false;

/**
 * Shows the advisories this tab still owes, in a React root of their own, rendered at once: on
 * a phone the small-screen notice is the first thing a signed-in page shows, so the entry paints
 * it before the shell's code has even been asked for (main.tsx), and it stays the same element
 * while the shell mounts behind it. The shell calls this too, for a sign-in within the tab.
 * Like the app's root, it reads jotai's default store.
 */
export function showAdvisories(due: AdvisoryKind[]): void {
  if (mounted || due.length === 0) return;
  mounted = true;
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() =>
    root.render(
      <React.StrictMode>
        <LanguageProvider>
          <AdvisoryHost due={due} />
        </LanguageProvider>
      </React.StrictMode>,
    ),
  );
}
