import { getDefaultStore } from "jotai";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App, shellModule } from "./app/App";
import { publicPage } from "./app/public-routes";
import { installClientPolicy } from "./app/session/policy";
import { sessionAtom } from "./app/state/session";
import { applyTheme, readTheme } from "./app/state/theme";
import { dueInThisTab } from "./domain/advisory";
import "./styles.css";

const store = getDefaultStore();

applyTheme(readTheme());
installClientPolicy();

const root = document.getElementById("root");
const render = (transition = false) => {
  if (!root) return;
  const app = createRoot(root);
  // No jotai Provider: the hooks use the default store, the one `store` is.
  const draw = () =>
    app.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  if (transition) startTransition(draw);
  else draw();
};
// A signed-in page starts once the shell's code is here: a spinner first would make React hold
// the arriving shell back for a moment (its fallback throttle). index.html shows one meanwhile.
if (store.get(sessionAtom) && !publicPage(window.location.pathname)) {
  // An advisory still owed in this tab (a phone's small-screen notice, an unsupported browser)
  // comes first: its small chunk, then its paint, then the shell loads behind it. The notice
  // must be read and acknowledged before anything else anyway, and on a slow line the shell's
  // code would otherwise hold its first paint back (see src/app/advisories.tsx).
  const due = dueInThisTab();
  const advisories = due.length
    ? import("./app/advisories")
        .then(({ showAdvisories }) => showAdvisories(due))
        .then(afterNextPaint)
    : Promise.resolve();
  advisories
    .catch(() => undefined)
    .then(() => shellModule.load())
    // Behind a notice (or the index page's spinner) the shell renders in slices. A shell whose
    // code failed to arrive renders too: the load boundary offers a retry.
    .then(
      () => render(true),
      () => render(true),
    );
} else {
  render();
}

function afterNextPaint(): Promise<void> {
  // A frame callback runs just before that frame paints; a task queued from it runs after.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
