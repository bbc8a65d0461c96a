import type { Decorator } from "@storybook/react-vite";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createStore, Provider } from "jotai";
import { HttpResponse } from "msw";
import * as React from "react";
import { toast } from "sonner";
import { expect, waitFor } from "storybook/test";
import { sessionAtom, writeStoredSession } from "../../src/app/state/session";
import type { UserInfo } from "../../src/contract/access";
import { ButtonInfoProvider } from "../../src/ui/button-gate";

/**
 * What an HRS page needs around it in a story: the administrator's session, a query client of
 * its own and the add button; the page's calls go to msw handlers the story names.
 */
export const ADMIN: UserInfo = {
  userId: 1,
  orgId: 1,
  roleId: 1,
  orgName: "演示货运代理有限公司",
  orgCode: "DEMO",
  orgVersion: "FULL",
  privateSaas: false,
  validUntil: null,
  userCname: "系统管理员",
  userEname: "Administrator",
  onlineService: false,
  loginRole: "admin",
  loginType: 2,
  adminRole: null,
  pageLanguage: "zh-CN",
  buttonInfo: ["hrs_user_add"],
  orgTheme: null,
  orgRelease: 0,
};

function App({ children }: { children: React.ReactNode }) {
  const [store] = React.useState(() => {
    const s = createStore();
    s.set(sessionAtom, { token: "story-token", user: ADMIN });
    return s;
  });
  const [client] = React.useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  // The session written to storage for the page is the story's alone.
  React.useEffect(() => () => writeStoredSession(null), []);
  return (
    <Provider store={store}>
      <QueryClientProvider client={client}>
        <ButtonInfoProvider buttons={ADMIN.buttonInfo}>{children}</ButtonInfoProvider>
      </QueryClientProvider>
    </Provider>
  );
}

export const withApp: Decorator = (Story) => (
  <App>
    <Story />
  </App>
);

/** The envelope of a successful answer. */
export const ok = <T,>(data: T) => HttpResponse.json({ code: 0, messageInfo: "", data });

/** The page's data arrives over the (mocked) network: give it more than testing-library's 1 s. */
export const SLOW = { timeout: 5000 };

/** The toaster outlives each story: every page story first clears what the last one left. */
export async function clearToasts(): Promise<void> {
  toast.dismiss();
  await waitFor(() => expect(document.querySelector("[data-sonner-toast]")).toBeNull());
}
