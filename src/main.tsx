import { getDefaultStore, Provider } from "jotai";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { navigate } from "wouter/use-browser-location";
import { configureClient } from "./api/client";
import { App, preloadShell } from "./app/App";
import { LOGIN_PATH } from "./app/paths";
import { publicPage } from "./app/public-routes";
import { menusAtom } from "./app/state/menus";
import { sessionAtom } from "./app/state/session";
import { applyTheme, readTheme } from "./app/state/theme";
import { notify } from "./ui/toast";
import "./styles.css";

const store = getDefaultStore();

applyTheme(readTheme());

configureClient({
  getToken: () => store.get(sessionAtom)?.token ?? null,
  // The presenter loads with the first failure, not with the first page.
  onFailure: (failure) =>
    void import("./app/error-presenter").then(({ presentFailure }) =>
      presentFailure(failure, {
        notify,
        signOut: () => {
          store.set(sessionAtom, null);
          store.set(menusAtom, null);
          const here = window.location.pathname + window.location.search;
          if (window.location.pathname !== LOGIN_PATH) {
            navigate(`${LOGIN_PATH}?redirect=${encodeURIComponent(here)}`, { replace: true });
          }
        },
      }),
    ),
});

const root = document.getElementById("root");
const render = () =>
  root &&
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <App />
      </Provider>
    </StrictMode>,
  );
// A signed-in page starts once the shell's code is here: a spinner first would make React hold
// the arriving shell back for a moment (its fallback throttle). index.html shows one meanwhile.
if (store.get(sessionAtom) && !publicPage(window.location.pathname)) {
  preloadShell().then(render, render);
} else {
  render();
}
