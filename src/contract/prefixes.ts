/**
 * The first path segments of the API. The app's own routes use underscores (/hrs_role) or a
 * single segment (/hrs), so "prefix + slash" tells an API call from a page on the same origin.
 */
export const API_PREFIXES = [
  "/auth",
  "/hrs",
  "/afbase",
  "/sc",
  "/prm",
  "/api-uc",
  "/api-yc",
  // Our own: the batch of GET calls (batch.ts).
  "/api",
  // Our own: chat messages, files and the chat's WebSocket (chat.ts).
  "/im",
] as const;

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname.startsWith(`${prefix}/`));
}
