import type { MenuNode } from "../../api/access";
import type { HotMenuRecord } from "../../domain/hot-menu";

/**
 * The shell's last menus and frequent menus, kept in localStorage for the next page load of the
 * same session: the shell and its page then draw in the first frame instead of waiting for two
 * round trips, and the server's answers replace them right after (stale while revalidate).
 *
 * The entry is tied to the session's token (a digest of it, not the token): a new sign-in, an
 * organisation switch or another user on the browser never sees it. Signing out removes it.
 * It is a hint, never an authority: the server checks every call, and the fresh menus that follow
 * re-check the page's permission (docs/decisions.md §20).
 */
const KEY = "shellCache";
const VERSION = 1;

export type ShellCache = { menus: MenuNode[]; frequent: HotMenuRecord[] };

/** FNV-1a over the token: enough to tell sessions apart without storing the token twice. */
function digest(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(36)}.${token.length}`;
}

export function readShellCache(token: string): ShellCache | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const entry = JSON.parse(raw) as Partial<ShellCache> & { v?: number; session?: string };
    if (entry.v !== VERSION || entry.session !== digest(token)) return null;
    if (!Array.isArray(entry.menus) || !Array.isArray(entry.frequent)) return null;
    return { menus: entry.menus, frequent: entry.frequent };
  } catch {
    return null;
  }
}

export function writeShellCache(token: string, cache: ShellCache): void {
  try {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        v: VERSION,
        session: digest(token),
        menus: cache.menus,
        frequent: cache.frequent,
      }),
    );
  } catch {
    // storage full or blocked: the next load asks the server first, as without a cache
  }
}

export function clearShellCache(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
