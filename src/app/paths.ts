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
