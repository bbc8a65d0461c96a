/** Paths the first load needs; the full route table (routes.ts) loads with the shell. */
export const HOME_PATH = "/dashboard";
export const LOGIN_PATH = "/login";

/** A redirect target from ?redirect= is used only when it is one of our own paths. */
export function safeRedirect(target: string | null | undefined): string {
  if (!target?.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) {
    return HOME_PATH;
  }
  return target;
}

/**
 * /login with the page to come back to. `search` may come with or without its "?" (location.search
 * has it, wouter's useSearch does not): either way the target gets exactly one.
 */
export function loginHref(pathname: string, search = ""): string {
  const query = search.replace(/^\?+/, "");
  const here = query ? `${pathname}?${query}` : pathname;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(here)}`;
}
