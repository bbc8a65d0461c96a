import { type PageName, pageModuleFor, pageModuleKey } from "../contract/pages";
import { type LazyComponent, lazyDefault } from "../ui/lazy";
import { isShareEntry, PUBLIC_PATHS, publicPage, publicUnDevelop } from "./public-routes";
import {
  ANY_USER_PATHS,
  FAMILY_PATHS,
  type FamilyKey,
  LAYOUT_GROUPS,
  WELCOME_PATHS,
} from "./route-list";

/**
 * The one route table. access: 'public' needs no login; 'auth' needs any login; 'permission'
 * also needs the path in the user's permitted routes from the server.
 */
export type AccessClass = "public" | "auth" | "permission";

export type RouteDef = {
  path: string;
  access: AccessClass;
  /** The sub-system the page belongs to (welcome pages, layout groups). */
  family?: FamilyKey;
  /** A layout group such as /lcManager; pages in a group share its layout. */
  group?: string;
  /** "share": served by the separate share entry (share.html), reached by a full page load. */
  entry?: "share";
  page: PageComponent;
  /** The page's source module (src/app/pages/…), for the shell's pages: the build manifest's key. */
  module?: string;
};

type PageComponent = LazyComponent<object>;

/** The shell's pages by module name (src/app/pages/<name>.tsx; which path shows which: src/contract/pages.ts). */
const PAGES = {
  DashboardPage: lazyDefault(() => import("./pages/DashboardPage"), { name: "DashboardPage" }),
  UnDevelopPage: lazyDefault(() => import("./pages/UnDevelopPage"), { name: "UnDevelopPage" }),
  UnPermissionPage: lazyDefault(() => import("./pages/UnPermissionPage"), {
    name: "UnPermissionPage",
  }),
  NoPermissionPage: lazyDefault(() => import("./pages/NoPermissionPage"), {
    name: "NoPermissionPage",
  }),
  ResetPasswordPage: lazyDefault(() => import("./pages/ResetPasswordPage"), {
    name: "ResetPasswordPage",
  }),
  WelcomePage: lazyDefault(() => import("./pages/WelcomePage"), { name: "WelcomePage" }),
  OrderShareLinksPage: lazyDefault(() => import("./pages/OrderShareLinksPage"), {
    name: "OrderShareLinksPage",
  }),
  HawbInfoPage: lazyDefault(() => import("./pages/HawbInfoPage"), { name: "HawbInfoPage" }),
  PanelSearchPage: lazyDefault(() => import("./pages/PanelSearchPage"), {
    name: "PanelSearchPage",
  }),
  OrderInquiryPage: lazyDefault(() => import("./pages/OrderInquiryPage"), {
    name: "OrderInquiryPage",
  }),
  BusinessAnalysisPage: lazyDefault(() => import("./pages/BusinessAnalysisPage"), {
    name: "BusinessAnalysisPage",
  }),
  TutorialPage: lazyDefault(() => import("./pages/TutorialPage"), { name: "TutorialPage" }),
  ContactUsPage: lazyDefault(() => import("./pages/ContactUsPage"), { name: "ContactUsPage" }),
  InvestigatePage: lazyDefault(() => import("./pages/InvestigatePage"), {
    name: "InvestigatePage",
  }),
  NotificationPage: lazyDefault(() => import("./pages/NotificationPage"), {
    name: "NotificationPage",
  }),
  AirportPage: lazyDefault(() => import("./pages/AirportPage"), { name: "AirportPage" }),
  CarrierPage: lazyDefault(() => import("./pages/CarrierPage"), { name: "CarrierPage" }),
  SeaportPage: lazyDefault(() => import("./pages/SeaportPage"), { name: "SeaportPage" }),
  CargoTrackingPage: lazyDefault(() => import("./pages/CargoTrackingPage"), {
    name: "CargoTrackingPage",
  }),
  TactPage: lazyDefault(() => import("./pages/TactPage"), { name: "TactPage" }),
  PublicRatePage: lazyDefault(() => import("./pages/PublicRatePage"), {
    name: "PublicRatePage",
  }),
  TariffPage: lazyDefault(() => import("./pages/TariffPage"), { name: "TariffPage" }),
  FlightPage: lazyDefault(() => import("./pages/FlightPage"), { name: "FlightPage" }),
  ShipCompanyPage: lazyDefault(() => import("./pages/ShipCompanyPage"), {
    name: "ShipCompanyPage",
  }),
  OrderListPage: lazyDefault(() => import("./pages/OrderListPage"), { name: "OrderListPage" }),
  OrderPage: lazyDefault(() => import("./pages/OrderPage"), { name: "OrderPage" }),
  HrsUserPage: lazyDefault(() => import("./pages/HrsUserPage"), { name: "HrsUserPage" }),
  HrsRolePage: lazyDefault(() => import("./pages/HrsRolePage"), { name: "HrsRolePage" }),
  HrsLogPage: lazyDefault(() => import("./pages/HrsLogPage"), { name: "HrsLogPage" }),
  HrsDeptPage: lazyDefault(() => import("./pages/HrsDeptPage"), { name: "HrsDeptPage" }),
  HrsOrgPage: lazyDefault(() => import("./pages/HrsOrgPage"), { name: "HrsOrgPage" }),
  HrsOrgConfigurePage: lazyDefault(() => import("./pages/HrsOrgConfigurePage"), {
    name: "HrsOrgConfigurePage",
  }),
  HrsVersionPage: lazyDefault(() => import("./pages/HrsVersionPage"), { name: "HrsVersionPage" }),
  HrsWorkgroupPage: lazyDefault(() => import("./pages/HrsWorkgroupPage"), {
    name: "HrsWorkgroupPage",
  }),
  HrsPermissionPage: lazyDefault(() => import("./pages/HrsPermissionPage"), {
    name: "HrsPermissionPage",
  }),
  HrsNoticePage: lazyDefault(() => import("./pages/HrsNoticePage"), { name: "HrsNoticePage" }),
} satisfies Record<PageName, PageComponent>;

/** The pages that say 功能暂未开放，敬请期待。 (docs/routes.md marks their routes unbuilt). */
export const UNDEVELOP_PAGES: ReadonlySet<PageComponent> = new Set([
  PAGES.UnDevelopPage,
  publicUnDevelop,
]);

const shellPage = (name: PageName) => ({ page: PAGES[name], module: pageModuleKey(name) });

function groupOf(path: string): string | undefined {
  return LAYOUT_GROUPS.find((g) => g.children.includes(path))?.path;
}

function buildRoutes(): RouteDef[] {
  const routes: RouteDef[] = [];
  for (const path of PUBLIC_PATHS) {
    const page = publicPage(path);
    if (!page) continue;
    routes.push({
      path,
      access: "public",
      ...(isShareEntry(path) ? { entry: "share" as const } : {}),
      page,
    });
  }
  for (const path of ANY_USER_PATHS) {
    routes.push({ path, access: "auth", ...shellPage(pageModuleFor(path) ?? "UnDevelopPage") });
  }
  for (const [family, paths] of Object.entries(FAMILY_PATHS) as [FamilyKey, readonly string[]][]) {
    for (const path of paths) {
      if (routes.some((r) => r.path === path)) continue;
      const group = groupOf(path);
      routes.push({
        path,
        access: "permission",
        family,
        ...(group ? { group } : {}),
        ...shellPage(
          WELCOME_PATHS[family] === path ? "WelcomePage" : (pageModuleFor(path) ?? "UnDevelopPage"),
        ),
      });
    }
  }
  return routes;
}

export const ROUTES: RouteDef[] = buildRoutes();

/** Layout-group paths redirect (e.g. /osWaybill → /os, /lcManager → /lc_order). */
export const GROUP_REDIRECTS: Record<string, string> = Object.fromEntries(
  LAYOUT_GROUPS.map((g) => [g.path, g.redirect]),
);

export { HOME_PATH, LOGIN_PATH, safeRedirect } from "./paths";

const BY_PATH = new Map(ROUTES.map((r) => [r.path, r]));

export function findRoute(pathname: string): RouteDef | undefined {
  const exact = BY_PATH.get(pathname);
  if (exact) return exact;
  if (/^\/cargoPouchView\/[^/]+$/.test(pathname)) return BY_PATH.get("/cargoPouchView/:id");
  return undefined;
}
