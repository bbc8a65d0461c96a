/**
 * Which module under src/app/pages/ draws each of the shell's built pages; the other signed-in
 * paths show the welcome or unDevelop page. Plain data, apart from the loaders in routes.ts: the
 * server reads it to name a landing page's code in the page's first answer, so the browser
 * fetches it beside the app's entry instead of after the shell's (server/http/preload.ts).
 */
export const PAGE_MODULES = {
  "/dashboard": "DashboardPage",
  "/order_share_links": "OrderShareLinksPage",
  "/unDevelop": "UnDevelopPage",
  "/unPermission": "UnPermissionPage",
  "/noPermission": "NoPermissionPage",
  "/resetPassword": "ResetPasswordPage",
  "/hawb_info_page": "HawbInfoPage",
  "/panelSearch": "PanelSearchPage",
  "/af_order_inquiry": "OrderInquiryPage",
  "/css_report_business_analysis": "BusinessAnalysisPage",
  "/tutorial": "TutorialPage",
  "/contactUs": "ContactUsPage",
  "/investigate": "InvestigatePage",
  "/notification": "NotificationPage",
  "/af_airport": "AirportPage",
  // The lookup tools (issue 22).
  "/af_carrier": "CarrierPage",
  "/sc_port_maintenance": "SeaportPage",
  "/sc_ship_company": "ShipCompanyPage",
  "/newCargoTracking": "CargoTrackingPage",
  "/af_tact": "TactPage",
  "/af_tact_public": "PublicRatePage",
  "/af_flight": "FlightPage",
  "/af_tariff_details": "TariffPage",
  // The order workspace (issue 19): one list module for every scope, and the order page.
  "/af_order": "OrderListPage",
  "/ai_order": "OrderListPage",
  "/se_order": "OrderListPage",
  "/si_order": "OrderListPage",
  "/te_order": "OrderListPage",
  "/ti_order": "OrderListPage",
  "/lc_order": "OrderListPage",
  "/io_order": "OrderListPage",
  "/order_page": "OrderPage",
  "/hrs_user": "HrsUserPage",
  "/hrs_role": "HrsRolePage",
  "/hrs_log": "HrsLogPage",
  "/hrs_dept": "HrsDeptPage",
  "/hrs_org": "HrsOrgPage",
  "/hrs_org_configure": "HrsOrgConfigurePage",
  "/hrs_version": "HrsVersionPage",
  "/hrs_user_workgroup": "HrsWorkgroupPage",
  "/hrs_notice": "HrsNoticePage",
  "/hrs_permission": "HrsPermissionPage",
} as const satisfies Record<string, string>;

export type PageName =
  | (typeof PAGE_MODULES)[keyof typeof PAGE_MODULES]
  | "WelcomePage"
  | "UnDevelopPage";

/** The build manifest's key for a page module. */
export const pageModuleKey = (name: PageName): string => `src/app/pages/${name}.tsx`;

/** The shell's module: every signed-in page renders inside it. */
export const SHELL_MODULE_KEY = "src/app/shell/ShellLayout.tsx";

/** The build puts the shell and what it alone needs in one chunk of this name (vite.config.ts). */
export const SHELL_CHUNK_NAME = "shell";

type ManifestEntry = { name?: string; src?: string };

/** The build manifest's key for the shell's chunk (a named group has no module key of its own). */
export function shellManifestKey(manifest: Record<string, ManifestEntry>): string | undefined {
  if (manifest[SHELL_MODULE_KEY]) return SHELL_MODULE_KEY;
  return Object.keys(manifest).find(
    (key) => manifest[key]?.name === SHELL_CHUNK_NAME && !manifest[key]?.src,
  );
}

/** The page module for a built signed-in path, if the path is one. */
export function pageModuleFor(pathname: string): PageName | undefined {
  return (PAGE_MODULES as Record<string, PageName>)[pathname];
}
