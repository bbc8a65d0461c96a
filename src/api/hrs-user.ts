import {
  type AuditRow,
  type GrantNode,
  HRS_PATHS,
  type HrsDept,
  type HrsRole,
  type HrsUser,
  type Page,
  type PendingInvitation,
  type PermissionMatrix,
  type UserAdded,
  type UserLink,
} from "../contract/hrs-user";
import type { DeptInput, EditUser, NewUser, RoleInput } from "../domain/hrs-user";
import { api, requestBlob } from "./client";

export type UserPageQuery = { keyword: string; current: number; size: number };
export type LogPageQuery = { action: string; current: number; size: number };

/**
 * The administrator's HRS calls (issue 20). Saves are silent: the screens show the server's
 * refusal (a stale version, a login in use) in their dialogs, through the catalogue.
 */
export const hrsUserApi = {
  users: (query: UserPageQuery, signal?: AbortSignal) =>
    api.get<Page<HrsUser>>(HRS_PATHS.userPage, { query, signal }),
  add: (user: NewUser) => api.post<UserAdded>(HRS_PATHS.users, { json: user, silent: true }),
  edit: (userId: number, user: EditUser) =>
    api.put<HrsUser>(HRS_PATHS.user(userId), { json: user, silent: true }),
  disable: (userId: number) => api.post<boolean>(HRS_PATHS.disable(userId), { silent: true }),
  enable: (userId: number) => api.post<boolean>(HRS_PATHS.enable(userId), { silent: true }),
  resetLink: (userId: number) => api.post<UserLink>(HRS_PATHS.resetLink(userId), { silent: true }),
  /** Ends the organisation's membership of a person another organisation owns (issue 33). */
  remove: (userId: number) => api.post<boolean>(HRS_PATHS.remove(userId), { silent: true }),
  invitations: () => api.get<PendingInvitation[]>(HRS_PATHS.invitations, { silent: true }),
  withdraw: (invitationId: number) =>
    api.delete<boolean>(HRS_PATHS.invitation(invitationId), { silent: true }),

  roles: () => api.get<HrsRole[]>(HRS_PATHS.roles),
  permissionMatrix: () => api.get<PermissionMatrix>(HRS_PATHS.permissionMatrix),
  /**
   * The user dialog's options: silent, so a role granted /hrs_user without /hrs_role or
   * /hrs_dept gets empty lists instead of a refusal notice on every visit.
   */
  roleOptions: () => api.get<HrsRole[]>(HRS_PATHS.roles, { silent: true }),
  deptOptions: () => api.get<HrsDept[]>(HRS_PATHS.depts, { silent: true }),
  tree: () => api.get<GrantNode[]>(HRS_PATHS.roleTree),
  addRole: (role: RoleInput) => api.post<HrsRole>(HRS_PATHS.roles, { json: role, silent: true }),
  editRole: (roleId: number, role: RoleInput) =>
    api.put<HrsRole>(HRS_PATHS.role(roleId), { json: role, silent: true }),
  deleteRole: (roleId: number) => api.delete<boolean>(HRS_PATHS.role(roleId), { silent: true }),
  depts: () => api.get<HrsDept[]>(HRS_PATHS.depts),
  removeDept: (deptId: number) => api.delete<boolean>(HRS_PATHS.dept(deptId), { silent: true }),
  addDept: (dept: DeptInput) => api.post<HrsDept>(HRS_PATHS.depts, { json: dept, silent: true }),
  editDept: (deptId: number, dept: DeptInput) =>
    api.put<HrsDept>(HRS_PATHS.dept(deptId), { json: dept, silent: true }),
  /** The log as an .xlsx of every row the action filter matches. */
  exportLog: (action: string) =>
    requestBlob("GET", `${HRS_PATHS.logExport}?action=${encodeURIComponent(action)}`, {
      silent: true,
      timeout: 120_000,
    }),
  log: (query: LogPageQuery, signal?: AbortSignal) =>
    api.get<Page<AuditRow>>(HRS_PATHS.logPage, { query, signal }),
};
