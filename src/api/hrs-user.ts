import { HRS_USER } from "../contract/hrs-user";
import type { DeptInput, EditUser, NewUser, RoleInput } from "../domain/hrs-user";
import { call, callFile } from "./call";

export type UserPageQuery = { keyword: string; current: number; size: number };
export type LogPageQuery = { action: string; current: number; size: number };

const silent = { silent: true };

/**
 * The administrator's HRS calls (issue 20), each a contract entry (decision 0068). Saves are
 * silent: the screens show the server's refusal (a stale version, a login in use) in their
 * dialogs, through the catalogue.
 */
export const hrsUserApi = {
  users: (query: UserPageQuery, signal?: AbortSignal) =>
    call(HRS_USER.userPage, { query }, { signal }),
  add: (user: NewUser) => call(HRS_USER.add, { body: user }, silent),
  edit: (userId: number, user: EditUser) =>
    call(HRS_USER.edit, { params: { id: userId }, body: user }, silent),
  disable: (userId: number) => call(HRS_USER.disable, { params: { id: userId } }, silent),
  enable: (userId: number) => call(HRS_USER.enable, { params: { id: userId } }, silent),
  resetLink: (userId: number) => call(HRS_USER.resetLink, { params: { id: userId } }, silent),
  /** Ends the organisation's membership of a person another organisation owns (issue 33). */
  remove: (userId: number) => call(HRS_USER.remove, { params: { id: userId } }, silent),
  invitations: () => call(HRS_USER.invitations, undefined, silent),
  withdraw: (invitationId: number) =>
    call(HRS_USER.withdraw, { params: { id: invitationId } }, silent),

  roles: () => call(HRS_USER.roles),
  permissionMatrix: () => call(HRS_USER.permissionMatrix),
  /**
   * The user dialog's options: silent, so a role granted /hrs_user without /hrs_role or
   * /hrs_dept gets empty lists instead of a refusal notice on every visit.
   */
  roleOptions: () => call(HRS_USER.roles, undefined, silent),
  deptOptions: () => call(HRS_USER.depts, undefined, silent),
  tree: () => call(HRS_USER.roleTree),
  addRole: (role: RoleInput) => call(HRS_USER.addRole, { body: role }, silent),
  editRole: (roleId: number, role: RoleInput) =>
    call(HRS_USER.editRole, { params: { id: roleId }, body: role }, silent),
  deleteRole: (roleId: number) => call(HRS_USER.deleteRole, { params: { id: roleId } }, silent),
  depts: () => call(HRS_USER.depts),
  removeDept: (deptId: number) => call(HRS_USER.deleteDept, { params: { id: deptId } }, silent),
  addDept: (dept: DeptInput) => call(HRS_USER.addDept, { body: dept }, silent),
  editDept: (deptId: number, dept: DeptInput) =>
    call(HRS_USER.editDept, { params: { id: deptId }, body: dept }, silent),
  /** The log as an .xlsx of every row the action filter matches. */
  exportLog: (action: string) =>
    callFile(HRS_USER.logExport, { query: { action } }, { silent: true, timeout: 120_000 }),
  log: (query: LogPageQuery, signal?: AbortSignal) => call(HRS_USER.logPage, { query }, { signal }),
};
