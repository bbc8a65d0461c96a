import type * as React from "react";
import { isShareEntry, PUBLIC_PATHS, publicPage } from "./public-routes";
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
  page: () => Promise<{ default: React.ComponentType }>;
};

const dashboardPage = () => import("./pages/DashboardPage");
const unDevelopPage = () => import("./pages/UnDevelopPage");
const unPermissionPage = () => import("./pages/UnPermissionPage");
const noPermissionPage = () => import("./pages/NoPermissionPage");
const resetPasswordPage = () => import("./pages/ResetPasswordPage");
const welcomePage = () => import("./pages/WelcomePage");
const orderShareLinksPage = () => import("./pages/OrderShareLinksPage");
const hawbInfoPage = () => import("./pages/HawbInfoPage");
const panelSearchPage = () => import("./pages/PanelSearchPage");
const orderInquiryPage = () => import("./pages/OrderInquiryPage");
const businessAnalysisPage = () => import("./pages/BusinessAnalysisPage");
const tutorialPage = () => import("./pages/TutorialPage");
const contactUsPage = () => import("./pages/ContactUsPage");
const investigatePage = () => import("./pages/InvestigatePage");
const notificationPage = () => import("./pages/NotificationPage");

const PAGE_FOR: Record<string, () => Promise<{ default: React.ComponentType }>> = {
  "/dashboard": dashboardPage,
  "/order_share_links": orderShareLinksPage,
  "/unDevelop": unDevelopPage,
  "/unPermission": unPermissionPage,
  "/noPermission": noPermissionPage,
  "/resetPassword": resetPasswordPage,
  "/hawb_info_page": hawbInfoPage,
  "/panelSearch": panelSearchPage,
  "/af_order_inquiry": orderInquiryPage,
  "/css_report_business_analysis": businessAnalysisPage,
  "/tutorial": tutorialPage,
  "/contactUs": contactUsPage,
  "/investigate": investigatePage,
  "/notification": notificationPage,
};

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
    routes.push({ path, access: "auth", page: PAGE_FOR[path] ?? unDevelopPage });
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
        page: WELCOME_PATHS[family] === path ? welcomePage : (PAGE_FOR[path] ?? unDevelopPage),
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
