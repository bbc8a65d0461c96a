import * as v from "valibot";
import {
  deptSchema,
  editUserSchema,
  HRS_MESSAGES,
  newUserSchema,
  roleSchema,
} from "../domain/hrs-user";
import { intText } from "../domain/integers";
import { LOGIN_MESSAGES } from "../domain/login";
import { endpoint } from "./endpoint";

/** HRS users, roles, departments and the audit log (issue 20): entries and answers. */

/** ?current&size of the users' and the log's pages: 1 to 10 000 and 1 to 100 (20 by default). */
const PAGE = {
  current: v.optional(intText(1, 10_000), "1"),
  size: v.optional(intText(1, 100), "20"),
};

/** A free-text filter of at most 50 characters (longer text is cut, never refused). */
const cut = (trim: boolean) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform((s) => (trim ? s.trim() : s).slice(0, 50)),
    ),
    "",
  );

/** ?keyword&current&size of the users' page. */
export const USER_PAGE_QUERY = v.object({ ...PAGE, keyword: cut(true) });
/** ?action&current&size of the log's page; ?action of its export. */
export const LOG_PAGE_QUERY = v.object({ ...PAGE, action: cut(false) });
export const LOG_EXPORT_QUERY = v.object({ action: cut(false) });

/** Seed 000 §7 "user validation": a login name, and optionally the organisation's code. */
export const SEARCH_LOGIN_QUERY = v.object({
  loginName: v.pipe(
    v.string(HRS_MESSAGES.login),
    v.trim(),
    v.minLength(1, HRS_MESSAGES.login),
    v.maxLength(50, HRS_MESSAGES.loginName),
  ),
  orgCode: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{1,20}$/, LOGIN_MESSAGES.orgCodeFormat)),
  ),
});

const HRS_USER_MENU = "menu:/hrs_user";
const ROLE_MENU = "menu:/hrs_role";
const DEPT_MENU = "menu:/hrs_dept";
const LOG_MENU = "menu:/hrs_log";
const ID = "[0-9]+";

/**
 * The administrator's HRS calls (issue 20), each by its menu. Every row is the caller's
 * organisation's; a stale save answers 409. A path id past int4 answers 404 like an unknown one.
 */
export const HRS_USER = {
  userPage: endpoint<Page<HrsUser>>()({
    method: "GET",
    path: "/hrs/user/page",
    permission: HRS_USER_MENU,
    query: USER_PAGE_QUERY,
  }),
  /** Seed 000 §7 "user validation": the caller's organisation's member with this login name. */
  searchLoginName: endpoint<LoginNameMatch>()({
    method: "GET",
    path: "/hrs/user/searchLoginNameAndOrgCode",
    permission: HRS_USER_MENU,
    query: SEARCH_LOGIN_QUERY,
  }),
  add: endpoint<UserAdded>()({
    method: "POST",
    path: "/hrs/user",
    permission: "button:hrs_user_add",
    body: newUserSchema,
  }),
  edit: endpoint<HrsUser>()({
    method: "PUT",
    path: `/hrs/user/:id{${ID}}`,
    permission: HRS_USER_MENU,
    body: editUserSchema,
  }),
  disable: endpoint<boolean>()({
    method: "POST",
    path: `/hrs/user/:id{${ID}}/disable`,
    permission: HRS_USER_MENU,
  }),
  enable: endpoint<boolean>()({
    method: "POST",
    path: `/hrs/user/:id{${ID}}/enable`,
    permission: HRS_USER_MENU,
  }),
  resetLink: endpoint<UserLink>()({
    method: "POST",
    path: `/hrs/user/:id{${ID}}/resetPassword`,
    permission: HRS_USER_MENU,
  }),
  /** Ends this organisation's membership of a person another organisation owns. */
  remove: endpoint<boolean>()({
    method: "POST",
    path: `/hrs/user/:id{${ID}}/remove`,
    permission: HRS_USER_MENU,
  }),
  /** The organisation's pending invitations (GET), and withdrawing one (DELETE). */
  invitations: endpoint<PendingInvitation[]>()({
    method: "GET",
    path: "/hrs/user/invitations",
    permission: HRS_USER_MENU,
  }),
  withdraw: endpoint<boolean>()({
    method: "DELETE",
    path: `/hrs/user/invitations/:id{${ID}}`,
    permission: HRS_USER_MENU,
  }),
  roles: endpoint<HrsRole[]>()({ method: "GET", path: "/hrs/role", permission: ROLE_MENU }),
  /** Every menu and button a role can be granted (the role editor's tree). */
  roleTree: endpoint<GrantNode[]>()({
    method: "GET",
    path: "/hrs/role/tree",
    permission: ROLE_MENU,
  }),
  addRole: endpoint<HrsRole>()({
    method: "POST",
    path: "/hrs/role",
    permission: ROLE_MENU,
    body: roleSchema,
  }),
  editRole: endpoint<HrsRole>()({
    method: "PUT",
    path: `/hrs/role/:id{${ID}}`,
    permission: ROLE_MENU,
    body: roleSchema,
  }),
  deleteRole: endpoint<boolean>()({
    method: "DELETE",
    path: `/hrs/role/:id{${ID}}`,
    permission: ROLE_MENU,
  }),
  /** Every menu and button with the roles holding it (/hrs_permission). */
  permissionMatrix: endpoint<PermissionMatrix>()({
    method: "GET",
    path: "/hrs/permission/matrix",
    permission: "menu:/hrs_permission",
  }),
  logPage: endpoint<Page<AuditRow>>()({
    method: "GET",
    path: "/hrs/log/page",
    permission: LOG_MENU,
    query: LOG_PAGE_QUERY,
  }),
  /** The log as an .xlsx of every row the filter matches. */
  logExport: endpoint<Blob>()({
    method: "GET",
    path: "/hrs/log/export",
    permission: LOG_MENU,
    query: LOG_EXPORT_QUERY,
    answerKind: "file",
  }),
  depts: endpoint<HrsDept[]>()({ method: "GET", path: "/hrs/dept", permission: DEPT_MENU }),
  addDept: endpoint<HrsDept>()({
    method: "POST",
    path: "/hrs/dept",
    permission: DEPT_MENU,
    body: deptSchema,
  }),
  editDept: endpoint<HrsDept>()({
    method: "PUT",
    path: `/hrs/dept/:id{${ID}}`,
    permission: DEPT_MENU,
    body: deptSchema,
  }),
  deleteDept: endpoint<boolean>()({
    method: "DELETE",
    path: `/hrs/dept/:id{${ID}}`,
    permission: DEPT_MENU,
  }),
  /** The signed-in person's own pending invitations to other organisations, and their answer. */
  myInvitations: endpoint<MyInvitation[]>()({
    method: "GET",
    path: "/auth/invitations",
    permission: "signed-in",
  }),
  acceptInvitation: endpoint<InvitationAccepted>()({
    method: "POST",
    path: `/auth/invitations/:id{${ID}}/accept`,
    permission: "signed-in",
  }),
  declineInvitation: endpoint<boolean>()({
    method: "POST",
    path: `/auth/invitations/:id{${ID}}/decline`,
    permission: "signed-in",
  }),
};

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
