import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import type { HrsRole } from "../../contract/hrs-user";
import { useT } from "../../i18n";
import { hrsRoleMessages } from "../../i18n/messages/hrs-user-role";
import { notify } from "../../ui/toast";
import { HrsRoleScreen } from "../../widgets/hrs-user/HrsRoleScreen";
import { hrsUserQueries, useDeleteRole, useSaveRole } from "../hrs-user/queries";
import { anyPending, latestError, loadableOf, useSessionUser } from "../queries/shell";

/** /hrs_role: roles with the menus and buttons they grant (issue 20). */
export default function HrsRolePage() {
  const who = useSessionUser();
  const t = useT(hrsRoleMessages);
  const [selected, setSelected] = React.useState<number | "new" | null>(null);
  const [deleting, setDeleting] = React.useState<HrsRole | null>(null);
  const roles = useQuery(hrsUserQueries.roles(who));
  const tree = useQuery(hrsUserQueries.grantTree(who));
  const save = useSaveRole();
  const remove = useDeleteRole();

  return (
    <HrsRoleScreen
      roles={loadableOf(roles)}
      tree={loadableOf(tree)}
      selected={selected}
      onSelect={(next) => {
        save.reset();
        remove.reset();
        setSelected(next);
      }}
      onSave={(input, roleId) =>
        save.mutate(
          { input, roleId },
          {
            onSuccess: (saved) => {
              setSelected(saved.roleId);
              notify("success", t("done"));
            },
          },
        )
      }
      deleting={deleting}
      onDeleteAsk={setDeleting}
      onDelete={(role) =>
        remove.mutate(role.roleId, {
          onSuccess: () => {
            setSelected(null);
            notify("success", t("done"));
          },
          // The confirmation closes either way; a refusal shows on the role's form.
          onSettled: () => setDeleting(null),
        })
      }
      onRetry={() => {
        void roles.refetch();
        void tree.refetch();
      }}
      busy={anyPending(save, remove)}
      error={latestError(save, remove)}
    />
  );
}
