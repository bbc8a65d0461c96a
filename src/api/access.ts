import type { TokenAnswer } from "./auth";
import { api } from "./client";

export type MenuNode = {
  id: number;
  name: string;
  label: string;
  path: string | null;
  icon: string | null;
  hidden: boolean;
  alwaysShow: boolean;
  children: MenuNode[];
  /** Only from getAllPermissionAndHave: the caller's role is granted it. */
  have?: boolean;
};

export type OrgItem = { orgId: number; orgName: string; isDefault: boolean };
export type CounterPage = {
  total: number;
  current: number;
  size: number;
  records: { id: number; title: string; createTime: string; kind: string }[];
};

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
    return grantedOnly(await api.get<MenuNode[]>("/hrs/permission/getAllPermissionAndHave"));
  }
  return api.get<MenuNode[]>("/hrs/permission");
}

export const fetchAllMenus = () => api.get<MenuNode[]>("/hrs/permission/getAllPermissionAndHave");
export const fetchButtons = () => api.get<string[]>("/hrs/permission/getButtonInfo");
export const fetchMyOrgs = () => api.get<OrgItem[]>("/hrs/org/getMyOrgList");

export const switchLogin = (orgId: number, userId: number) =>
  api.post<TokenAnswer>("/auth/switchLogin", { json: { orgId, userId } });

export const resetPassword = (body: {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}) => api.post<boolean>("/hrs/user/resetPassword", { json: body, silent: true });

export const fetchParamText = () => api.get<string>("/hrs/user/paramText", { silent: true });
export const saveParamText = (paramText: string) =>
  api.put<boolean>("/hrs/user/paramText", { json: { paramText }, silent: true });

export const fetchLanguagePage = (pageType: string, languageCode: string) =>
  api.get<Record<string, string>>("/hrs/language/pages", {
    query: { pageType, languageCode },
    silent: true,
  });

const counterQuery = (orgId: number, userId: number) => ({ orgId, userId, current: 1, size: 10 });
export const fetchToDo = (orgId: number, userId: number) =>
  api.get<CounterPage>("/prm/api/toDo", { query: counterQuery(orgId, userId), silent: true });
export const fetchMessages = (orgId: number, userId: number) =>
  api.get<CounterPage>("/prm/api/haveMessage", {
    query: counterQuery(orgId, userId),
    silent: true,
  });

export const recordMenu = (menu: { id: number; name: string; path: string }) =>
  api.post<boolean>("/hrs/userAccessRecord/recordMenu", { json: menu, silent: true });

export const ssoLogin = (token: string) =>
  api.post<TokenAnswer>("/hrs/org/sourceLoginOfEf", { json: { token }, silent: true });

/** The published build's version; the spec's field name is kept. */
export async function fetchPublishedVersion(): Promise<string | null> {
  try {
    const res = await fetch(`/version.json?t=${Date.now()}`, { cache: "no-store" });
    const body = (await res.json()) as { pack_vue_version?: string };
    return body.pack_vue_version ?? null;
  } catch {
    return null;
  }
}
