import type * as React from "react";

/**
 * The one route table. access: 'public' needs no login; 'auth' needs any login; 'permission'
 * also needs the path in the user's permitted routes from the server (the shell issue).
 */
export type AccessClass = "public" | "auth" | "permission";

export type RouteDef = {
  path: string;
  access: AccessClass;
  /** A layout group such as /lcManager; pages in a group share its layout. */
  group?: string;
  /** "share": served by the separate share entry (share.html), reached by a full page load. */
  entry?: "share";
  page: () => Promise<{ default: React.ComponentType }>;
};

export const ROUTES: RouteDef[] = [
  { path: "/login", access: "public", page: () => import("./pages/LoginPage") },
  { path: "/dashboard", access: "auth", page: () => import("./pages/DashboardPage") },
];

export const HOME_PATH = "/dashboard";
export const LOGIN_PATH = "/login";

export function findRoute(pathname: string): RouteDef | undefined {
  return ROUTES.find((route) => route.path === pathname);
}

/** A redirect target from ?redirect= is used only when it is one of our own paths. */
export function safeRedirect(target: string | null | undefined): string {
  if (!target?.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) {
    return HOME_PATH;
  }
  return target;
}
