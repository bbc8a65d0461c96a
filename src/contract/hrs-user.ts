/** HRS users, roles and the audit log (issue 20): paths fixed by the issue, and the answers. */
export const HRS_PATHS = {
  userPage: "/hrs/user/page",
  /** Seed 000 §7 "user validation": the caller's organisation's member with this login name. */
  searchLoginName: "/hrs/user/searchLoginNameAndOrgCode",
  users: "/hrs/user",
  user: (id: number) => `/hrs/user/${id}`,
  disable: (id: number) => `/hrs/user/${id}/disable`,
  enable: (id: number) => `/hrs/user/${id}/enable`,
  resetLink: (id: number) => `/hrs/user/${id}/resetPassword`,
  /** Ends this organisation's membership of a person another organisation owns. */
  remove: (id: number) => `/hrs/user/${id}/remove`,
  /** The organisation's pending invitations (GET), and withdrawing one (DELETE). */
  invitations: "/hrs/user/invitations",
  invitation: (id: number) => `/hrs/user/invitations/${id}`,
  /** The signed-in person's own pending invitations, and their answer to one. */
  myInvitations: "/auth/invitations",
  acceptInvitation: (id: number) => `/auth/invitations/${id}/accept`,
  declineInvitation: (id: number) => `/auth/invitations/${id}/decline`,
  roles: "/hrs/role",
  role: (id: number) => `/hrs/role/${id}`,
  /** Every menu and button a role can be granted (the role editor's tree). */
  roleTree: "/hrs/role/tree",
  /** Every menu and button with the roles holding it (/hrs_permission). */
  permissionMatrix: "/hrs/permission/matrix",
  logPage: "/hrs/log/page",
  /** The log as an .xlsx of every row the filter matches. */
  logExport: "/hrs/log/export",
  depts: "/hrs/dept",
  dept: (id: number) => `/hrs/dept/${id}`,
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
  deptId: number | null;
  deptName: string | null;
  loginRole: "admin" | "staff" | "partner";
  /** The phone's country or area code, e.g. +86. */
  phoneArea: string;
  /** 1 active, 0 disabled. */
  state: number;
  version: number;
  /**
   * Whether the caller's organisation owns the account (decision 53): only the owner resets its
   * password, disables or enables it and edits its names and contacts.
   */
  owned: boolean;
  /** The owning organisation's name (null when it no longer exists). */
  ownerOrgName: string | null;
};

/**
 * GET /hrs/user/searchLoginNameAndOrgCode?loginName=…&orgCode=…: the member of the caller's own
 * organisation with this login name (decision 0063). No such member, or an organisation code not
 * the caller's, answers code 1 with 用户不存在 (seed 001 §8), never whether it exists elsewhere.
 */
export type LoginNameMatch = {
  userId: number;
  loginName: string;
  cname: string;
  ename: string | null;
  orgCode: string;
  orgName: string;
  /** 1 active, 0 disabled. */
  state: number;
};

export type Page<T> = { records: T[]; total: number; current: number; size: number };

/** POST /hrs/user and POST /hrs/user/{id}/resetPassword: the one-time link. */
export type UserLink = { userId: number; link: string; expiresAt: string };

/**
 * POST /hrs/user: a new person with their set-password link, or (joined) a person another
 * organisation has, invited: not a member until they accept. The invitation answer carries only
 * what was typed, nothing of the person's stored data.
 */
export type UserAdded =
  | (UserLink & { joined: false; invited?: undefined })
  | { joined: true; invited: true; invitationId: number; login: string; expiresAt: string };

/** GET /hrs/user/invitations: one pending invitation, as the inviting administrator typed it. */
export type PendingInvitation = {
  invitationId: number;
  loginType: 0 | 1 | 2;
  /** The phone, e-mail or login name typed. */
  login: string;
  /** The name typed (the person's own name is not shown before they accept). */
  cname: string;
  roleName: string | null;
  deptName: string | null;
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
};

/** GET /auth/invitations: an invitation to the signed-in person, naming the organisation. */
export type MyInvitation = {
  invitationId: number;
  orgId: number;
  orgName: string;
  orgCode: string;
  roleName: string | null;
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
};

/** POST /auth/invitations/{id}/accept: the organisation joined (the switcher now shows it). */
export type InvitationAccepted = { orgId: number; orgName: string; orgCode: string };

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

/** GET /hrs/role/tree: one node of the grantable tree, in display order; buttons hang on menus. */
export type GrantNode = {
  id: number;
  parentId: number | null;
  kind: "menu" | "button";
  /** A menu's Chinese name (shown through the menus catalogue), or a button's identifier. */
  name: string;
  path: string | null;
  hidden: boolean;
};

/** GET /hrs/dept: the organisation's departments with their member counts. */
export type HrsDept = { deptId: number; name: string; version: number; userCount: number };

/** GET /hrs/permission/matrix: the grantable tree and the organisation's roles. */
export type PermissionMatrix = { nodes: GrantNode[]; roles: HrsRole[] };
