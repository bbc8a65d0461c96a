/** Business scopes (spec §4 unlock applications) and the share-page view prefix (spec §2.1). */

export const BUSINESS_SCOPES = ["AE", "AI", "SE", "SI", "TE", "TI", "LC", "IO"] as const;

export type BusinessScope = (typeof BUSINESS_SCOPES)[number];

export const APPROVAL_EVENT_IDS = {
  AE: 15,
  AI: 25,
  SE: 27,
  SI: 29,
  TE: 31,
  TI: 33,
  LC: 35,
  IO: 37,
} as const satisfies Record<BusinessScope, number>;

export function isBusinessScope(value: unknown): value is BusinessScope {
  return typeof value === "string" && (BUSINESS_SCOPES as readonly string[]).includes(value);
}

/** View prefixes of /externalOrderTrack?o=…; air export is 'AF' here, not the scope's 'AE'. */
export const SHARE_VIEWS = ["AF", "AI", "SE", "SI", "LC"] as const;

export type ShareView = (typeof SHARE_VIEWS)[number];

export function isShareView(value: unknown): value is ShareView {
  return typeof value === "string" && (SHARE_VIEWS as readonly string[]).includes(value);
}

export interface ShareParam {
  view: ShareView;
  token: string;
}

// Long enough to rule out guessable ids, and URL-safe so the link survives QR codes and chat apps.
const SHARE_TOKEN = /^[A-Za-z0-9_-]{8,200}$/;

/**
 * Splits the share query `o` into view and token, or null when it is missing or malformed,
 * so the page can show '未获取到查询相关信息' instead of calling the server.
 */
export function parseShareParam(o: string | null | undefined): ShareParam | null {
  if (typeof o !== "string") {
    return null;
  }
  const text = o.trim();
  const view = text.slice(0, 2).toUpperCase();
  const token = text.slice(2);
  if (!isShareView(view) || !SHARE_TOKEN.test(token)) {
    return null;
  }
  return { view, token };
}
