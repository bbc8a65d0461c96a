import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { hrsUserApi } from "../../api/hrs-user";
import type { HrsRole } from "../../contract/hrs-user";
import type { DeptInput, EditUser, NewUser, RoleInput } from "../../domain/hrs-user";
import { keys } from "../queries/keys";
import { useSessionUser } from "../queries/shell";
import type { Session } from "../state/session";

type Who = Session["user"];
const PAGE_SIZE = 20;

/** The organisation's members, roles, departments and audit log (issue 20). */
export const hrsUserQueries = {
  users: (who: Who, keyword: string, page: number) =>
    queryOptions({
      queryKey: keys.hrsUsers(who, keyword, page),
      queryFn: ({ signal }) =>
        hrsUserApi.users({ keyword, current: page, size: PAGE_SIZE }, signal),
      placeholderData: keepPreviousData,
    }),
  invitations: (who: Who) =>
    queryOptions({ queryKey: keys.hrsInvitations(who), queryFn: hrsUserApi.invitations }),
  /** The roles list; `silent` for the users' page, where the roles only fill a picker. */
  roles: (who: Who, silent = false) =>
    queryOptions({
      queryKey: keys.hrsRoles(who),
      queryFn: silent ? hrsUserApi.roleOptions : hrsUserApi.roles,
    }),
  depts: (who: Who, silent = false) =>
    queryOptions({
      queryKey: keys.hrsDepts(who),
      queryFn: silent ? hrsUserApi.deptOptions : hrsUserApi.depts,
    }),
  grantTree: (who: Who) =>
    queryOptions({
      queryKey: keys.grantTree(who),
      queryFn: hrsUserApi.tree,
      // The product's tree changes only with a release.
      staleTime: Number.POSITIVE_INFINITY,
    }),
  permissionMatrix: (who: Who) =>
    queryOptions({
      queryKey: keys.hrsPermissionMatrix(who),
      queryFn: hrsUserApi.permissionMatrix,
    }),
  log: (who: Who, action: string, page: number) =>
    queryOptions({
      queryKey: keys.hrsLog(who, action, page),
      queryFn: ({ signal }) => hrsUserApi.log({ action, current: page, size: PAGE_SIZE }, signal),
      placeholderData: keepPreviousData,
    }),
};

function useInvalidate() {
  const who = useSessionUser();
  const client = useQueryClient();
  return (...which: ((w: Who) => readonly unknown[])[]) =>
    Promise.all(which.map((key) => client.invalidateQueries({ queryKey: key(who) })));
}

// ---- members (/hrs_user) ----

/** A member's change shows in the members' list and the pending invitations. */
const MEMBERS = [keys.hrsUsersOf, keys.hrsInvitations];

/** Adds or edits a member; a new one also counts in the roles' and departments' numbers. */
export function useSaveUser() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: { userId: number; form: EditUser } | { userId: null; form: NewUser }) =>
      input.userId === null
        ? hrsUserApi.add(input.form)
        : hrsUserApi.edit(input.userId, input.form).then(() => null),
    onSuccess: () => invalidate(...MEMBERS, keys.hrsRoles, keys.hrsDepts),
  });
}

/** One action on a member or an invitation (disable, enable, reset link, remove, withdraw). */
function useMemberAction<T>(call: (id: number) => Promise<T>) {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: call, onSuccess: () => invalidate(...MEMBERS) });
}
export const useDisableUser = () => useMemberAction(hrsUserApi.disable);
export const useEnableUser = () => useMemberAction(hrsUserApi.enable);
export const useResetPasswordLink = () => useMemberAction(hrsUserApi.resetLink);
export const useRemoveUser = () => useMemberAction(hrsUserApi.remove);
export const useWithdrawInvitation = () => useMemberAction(hrsUserApi.withdraw);

// ---- roles (/hrs_role) ----

/** Saves a role; the saved row replaces (or joins) the cached list at once, then the list is asked for again. */
export function useSaveRole() {
  const who = useSessionUser();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, roleId }: { input: RoleInput; roleId: number | null }) =>
      roleId === null ? hrsUserApi.addRole(input) : hrsUserApi.editRole(roleId, input),
    onSuccess: (saved, { roleId }) => {
      client.setQueryData<HrsRole[]>(keys.hrsRoles(who), (list) =>
        list
          ? roleId === null
            ? [...list, saved]
            : list.map((r) => (r.roleId === saved.roleId ? saved : r))
          : list,
      );
      return client.invalidateQueries({ queryKey: keys.hrsRoles(who) });
    },
  });
}

export function useDeleteRole() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (roleId: number) => hrsUserApi.deleteRole(roleId),
    onSuccess: () => invalidate(keys.hrsRoles),
  });
}

// ---- departments (/hrs_dept) ----

/** The users' list shows department names, so a saved department refreshes it too. */
export function useSaveDept() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ input, deptId }: { input: DeptInput; deptId: number | null }) =>
      deptId === null ? hrsUserApi.addDept(input) : hrsUserApi.editDept(deptId, input),
    onSuccess: () => invalidate(keys.hrsDepts, keys.hrsUsersOf),
  });
}

export function useRemoveDept() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (deptId: number) => hrsUserApi.removeDept(deptId),
    onSuccess: () => invalidate(keys.hrsDepts),
  });
}

// ---- audit log (/hrs_log) ----

/** The log under the chosen action as a workbook (the page saves the file); it changes nothing. */
export function useExportLog() {
  return useMutation({ mutationFn: (action: string) => hrsUserApi.exportLog(action) });
}
