import { useQuery, useQueryClient } from "@tanstack/react-query";
import * as React from "react";
import { ApiError } from "../../api/client";
import { hrsUserApi } from "../../api/hrs-user";
import type { HrsRole } from "../../contract/hrs-user";
import type { RoleInput } from "../../domain/hrs-user";
import { useT } from "../../i18n";
import { hrsRoleMessages } from "../../i18n/messages/hrs-user-role";
import { notify } from "../../ui/toast";
import { HrsRoleScreen } from "../../widgets/hrs-user/HrsRoleScreen";
import { keys } from "../queries/keys";
import { loadableOf, useSessionUser } from "../queries/shell";

const reasonOf = (e: unknown) => (e instanceof ApiError ? e.message : String(e));

/** /hrs_role: roles with the menus and buttons they grant (issue 20). */
export default function HrsRolePage() {
  const who = useSessionUser();
  const t = useT(hrsRoleMessages);
  const client = useQueryClient();
  const [selected, setSelected] = React.useState<number | "new" | null>(null);
  const [deleting, setDeleting] = React.useState<HrsRole | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const roles = useQuery({ queryKey: keys.hrsRoles(who), queryFn: hrsUserApi.roles });
  const tree = useQuery({
    queryKey: keys.grantTree(who),
    queryFn: hrsUserApi.tree,
    // The product's tree changes only with a release.
    staleTime: Number.POSITIVE_INFINITY,
  });

  const run = async (change: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await change();
      notify("success", t("done"));
    } catch (e) {
      setError(reasonOf(e));
    } finally {
      setBusy(false);
    }
  };

  const save = (input: RoleInput, roleId: number | null) =>
    run(async () => {
      const saved =
        roleId === null
          ? await hrsUserApi.addRole(input)
          : await hrsUserApi.editRole(roleId, input);
      client.setQueryData<HrsRole[]>(keys.hrsRoles(who), (list) =>
        list
          ? roleId === null
            ? [...list, saved]
            : list.map((r) => (r.roleId === saved.roleId ? saved : r))
          : list,
      );
      setSelected(saved.roleId);
      await client.invalidateQueries({ queryKey: keys.hrsRoles(who) });
    });

  const remove = (role: HrsRole) =>
    run(async () => {
      try {
        await hrsUserApi.deleteRole(role.roleId);
      } finally {
        setDeleting(null);
      }
      setSelected(null);
      await client.invalidateQueries({ queryKey: keys.hrsRoles(who) });
    });

  return (
    <HrsRoleScreen
      roles={loadableOf(roles)}
      tree={loadableOf(tree)}
      selected={selected}
      onSelect={(next) => {
        setError(null);
        setSelected(next);
      }}
      onSave={(input, roleId) => void save(input, roleId)}
      deleting={deleting}
      onDeleteAsk={setDeleting}
      onDelete={(role) => void remove(role)}
      onRetry={() => {
        void roles.refetch();
        void tree.refetch();
      }}
      busy={busy}
      error={error}
    />
  );
}
