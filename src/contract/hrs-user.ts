/** HRS users, roles and the audit log (issue 20): paths fixed by the issue, and the answers. */
export const HRS_PATHS = {
  userPage: "/hrs/user/page",
  users: "/hrs/user",
  user: (id: number) => `/hrs/user/${id}`,
  disable: (id: number) => `/hrs/user/${id}/disable`,
  enable: (id: number) => `/hrs/user/${id}/enable`,
  resetLink: (id: number) => `/hrs/user/${id}/resetPassword`,
  roles: "/hrs/role",
  role: (id: number) => `/hrs/role/${id}`,
  logPage: "/hrs/log/page",
} as const;

export type HrsUser = {
  userId: number;
  loginName: string | null;
  cname: string;
  ename: string | null;
  phone: string | null;
  email: string | null;
  roleId: number | null;
  roleName: string | null;
  loginRole: "admin" | "staff" | "partner";
  /** 1 active, 0 disabled. */
  state: number;
  version: number;
};

export type Page<T> = { records: T[]; total: number; current: number; size: number };

/** POST /hrs/user and POST /hrs/user/{id}/resetPassword: the one-time link. */
export type UserLink = { userId: number; link: string; expiresAt: string };

export type HrsRole = {
  roleId: number;
  code: string;
  name: string;
  version: number;
  permissionIds: number[];
  userCount: number;
};

export type AuditRow = {
  id: number;
  actor: string | null;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  address: string | null;
  createdAt: string;
};
