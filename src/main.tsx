import { getDefaultStore, Provider } from "jotai";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { navigate } from "wouter/use-browser-location";
import { configureClient } from "./api/client";
import { App } from "./app/App";
import { LOGIN_PATH } from "./app/routes";
import { sessionAtom } from "./app/state/session";
import { notify } from "./ui/toast";
import "./styles.css";

const store = getDefaultStore();

configureClient({
  getToken: () => store.get(sessionAtom)?.token ?? null,
  onFailure: (failure) => {
    if (failure.kind === "http" && failure.status === 401) {
      store.set(sessionAtom, null);
      const here = window.location.pathname + window.location.search;
      navigate(`${LOGIN_PATH}?redirect=${encodeURIComponent(here)}`, { replace: true });
    }
    notify(failure.kind === "timeout" ? "warning" : "error", failure.message, {
      duration: failure.kind === "timeout" ? 5000 : 3000,
      ...(failure.kind === "timeout" ? { id: "timeout" } : {}),
    });
  },
});

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <App />
      </Provider>
    </StrictMode>,
  );
}
