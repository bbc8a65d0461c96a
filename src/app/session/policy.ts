import { getDefaultStore } from "jotai";
import { navigate } from "wouter/use-browser-location";
import { configureClient } from "../../api/client";
import { BATCH_PATH } from "../../contract/batch";
import { notify } from "../../ui/toast";
import { LOGIN_PATH, loginHref } from "../paths";
import { sessionAtom } from "../state/session";

const store = getDefaultStore();

/**
 * What else forgets the session when it ends: the server-state cache registers itself here
 * (queries/query-client.ts), so the entry and the login page do not carry TanStack Query.
 */
const onEnd = new Set<() => void>();
export function onSessionEnd(forget: () => void): void {
  onEnd.add(forget);
}

/**
 * Ends the session in this tab: the token and the user go, every cached answer of the server
 * goes, and the user lands on /login with the page they were on as `redirect`. The one way a
 * session ends, whether the user signed out or the server answered 401.
 */
export function endSession(): void {
  store.set(sessionAtom, null);
  for (const forget of onEnd) forget();
  if (window.location.pathname !== LOGIN_PATH) {
    navigate(loginHref(window.location.pathname, window.location.search), { replace: true });
  }
}

/**
 * The client's policies for the app (one place, docs/architecture.md):
 * - every call carries the session's token;
 * - a 401 on any call, silent or not, shows the catalogue's text once and ends the session; no
 *   other status ends it (an outage answering 500 or 503 leaves the user signed in);
 * - any other failure of a call that is not silent shows the catalogue's toast, once.
 */
export function installClientPolicy(): void {
  configureClient({
    getToken: () => store.get(sessionAtom)?.token ?? null,
    // GET calls started in one task travel as one request (decisions §24).
    batchPath: BATCH_PATH,
    // The presenter loads with the first failure, not with the first page.
    onFailure: (failure) =>
      void import("../error-presenter").then(({ presentFailure }) =>
        presentFailure(failure, { notify }),
      ),
    onUnauthorized: (failure) => {
      if (!store.get(sessionAtom)) return;
      void import("../error-presenter").then(({ presentFailure }) =>
        presentFailure(failure, { notify }),
      );
      endSession();
    },
  });
}
