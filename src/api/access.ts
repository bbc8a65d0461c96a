import { ACCESS_PATHS, type MenuNode, type OrgItem, type TokenAnswer } from "../contract/access";
import { api } from "./client";

/** Keeps only granted nodes (and the parents leading to them) of a getAllPermissionAndHave tree. */
export function grantedOnly(nodes: MenuNode[]): MenuNode[] {
  const out: MenuNode[] = [];
  for (const node of nodes) {
    const children = grantedOnly(node.children ?? []);
    if (node.have || children.length > 0) out.push({ ...node, children });
  }
  return out;
}

/** Login type 2 (administrator) loads its menu through the other call, as the spec says. */
export async function fetchMenus(loginType: number): Promise<MenuNode[]> {
  if (loginType === 2) {
    return grantedOnly(await api.get<MenuNode[]>(ACCESS_PATHS.allMenus));
  }
  return api.get<MenuNode[]>(ACCESS_PATHS.menus);
}

/** The role's button identifiers as the server holds them now (the session's are from sign-in). */
export const fetchButtonInfo = () => api.get<string[]>(ACCESS_PATHS.buttons, { silent: true });

export const fetchAllMenus = () => api.get<MenuNode[]>(ACCESS_PATHS.allMenus);
export const fetchMyOrgs = () => api.get<OrgItem[]>(ACCESS_PATHS.myOrgs);

export const switchLogin = (orgId: number, userId: number) =>
  api.post<TokenAnswer>(ACCESS_PATHS.switchLogin, { json: { orgId, userId } });

export const resetPassword = (body: {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}) => api.post<boolean>(ACCESS_PATHS.resetPassword, { json: body, silent: true });

export const fetchParamText = () => api.get<string>(ACCESS_PATHS.paramText, { silent: true });
export const saveParamText = (paramText: string) =>
  api.put<boolean>(ACCESS_PATHS.paramText, { json: { paramText }, silent: true });

export const fetchLanguagePage = (pageType: string, languageCode: string) =>
  api.get<Record<string, string>>(ACCESS_PATHS.languagePages, {
    query: { pageType, languageCode },
    silent: true,
  });

export const recordMenu = (menu: { id: number; name: string; path: string }) =>
  api.post<boolean>(ACCESS_PATHS.recordMenu, { json: menu, silent: true });

export const ssoLogin = (token: string) =>
  api.post<TokenAnswer>(ACCESS_PATHS.ssoLogin, { json: { token }, silent: true });

/** The published build's version; the spec's field name is kept. */
export async function fetchPublishedVersion(orgId?: number): Promise<string | null> {
  try {
    const org = orgId ? `&org=${orgId}` : "";
    const res = await fetch(`/version.json?t=${Date.now()}${org}`, { cache: "no-store" });
    const body = (await res.json()) as { pack_vue_version?: string };
    return body.pack_vue_version ?? null;
  } catch {
    return null;
  }
}
