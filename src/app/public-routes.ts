import { type LazyComponent, lazyDefault } from "../ui/lazy";
import * as LoginPage from "./pages/LoginPage";

/**
 * The public part of the route table, small enough for the first load: the login page must not
 * carry every route of the product. Signed-in routes resolve in the shell (routes.ts).
 */
/** No login needed (seed 000 §2.1, seed 001 §2.1–2.3). */
export const PUBLIC_PATHS = [
  "/login",
  "/customer_info",
  "/externalOrderTrack",
  "/efForLogin",
  "/teExternalOrderDeliveryNotice",
  "/seExternalOrderDeliveryNotice",
  "/externalOrderDeliveryNotice",
  "/af_order_inquiry_quotation",
  "/cargoPouchView",
  "/cargoPouchView/:id",
  "/cargoTracking",
  "/externalCoopShare",
  "/orderShareQrcodeTrack",
  "/seOrderWaybillMake",
  "/osWaybillMake",
  "/af_ae_arrival_scanWeight",
  // Issue 20: a one-time set-password link (create-org, an administrator's new user or reset).
  "/setPassword",
] as const;

export type PageLoader = LazyComponent<object>;

/** Public pages served by the share entry (share.html) instead of the staff app. */
export const SHARE_ENTRY_PATHS = [
  "/externalOrderTrack",
  "/externalOrderDeliveryNotice",
  "/seExternalOrderDeliveryNotice",
  "/teExternalOrderDeliveryNotice",
] as const;

// In the entry chunk: the login page is most people's first page, one request fewer.
const loginPage: PageLoader = lazyDefault(() => Promise.resolve(LoginPage), {
  name: "LoginPage",
  alreadyHere: LoginPage,
});

export const PUBLIC_PAGES: Record<string, PageLoader> = {
  "/login": loginPage,
  "/efForLogin": lazyDefault(() => import("./pages/EfLoginPage"), { name: "EfLoginPage" }),
  "/setPassword": lazyDefault(() => import("./pages/SetPasswordPage"), {
    name: "SetPasswordPage",
  }),
};
const shareRedirect: PageLoader = lazyDefault(() => import("./pages/FullPageLoad"), {
  name: "FullPageLoad",
});
export const publicUnDevelop: PageLoader = lazyDefault(
  () => import("./pages/PublicUnDevelopPage"),
  {
    name: "PublicUnDevelopPage",
  },
);

export function isShareEntry(path: string): boolean {
  return (SHARE_ENTRY_PATHS as readonly string[]).includes(path);
}

/** The page for a public path, or undefined when the path needs a login (or does not exist). */
export function publicPage(pathname: string): PageLoader | undefined {
  const path = /^\/cargoPouchView\/[^/]+$/.test(pathname) ? "/cargoPouchView/:id" : pathname;
  if (!(PUBLIC_PATHS as readonly string[]).includes(path)) return undefined;
  if (isShareEntry(path)) return shareRedirect;
  return PUBLIC_PAGES[path] ?? publicUnDevelop;
}
