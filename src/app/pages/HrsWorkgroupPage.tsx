import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import type { Workgroup } from "../../contract/hrs-org";
import { useT } from "../../i18n";
import { hrsOrgMessages } from "../../i18n/messages/hrs-org";
import { notify } from "../../ui/toast";
import { WorkgroupScreen } from "../../widgets/hrs-org/WorkgroupScreen";
import { hrsOrgQueries, useRemoveWorkgroup, useSaveWorkgroup } from "../hrs-org/queries";
import { anyPending, latestError, loadableOf, useSessionUser } from "../queries/shell";

/** /hrs_user_workgroup: named groups of the organisation's users (issue 20). */
export default function HrsWorkgroupPage() {
  const who = useSessionUser();
  const t = useT(hrsOrgMessages);
  const [editing, setEditing] = React.useState<Workgroup | "new" | null>(null);
  const [removing, setRemoving] = React.useState<Workgroup | null>(null);
  const workgroups = useQuery(hrsOrgQueries.workgroups(who));
  const candidates = useQuery(hrsOrgQueries.workgroupCandidates(who));
  const save = useSaveWorkgroup();
  const remove = useRemoveWorkgroup();
  const saved = () => notify("success", t("saved"));
  const clear = () => {
    save.reset();
    remove.reset();
  };
  return (
    <WorkgroupScreen
      workgroups={loadableOf(workgroups)}
      candidates={candidates.data ?? []}
      onRetry={() => void workgroups.refetch()}
      editing={editing}
      onEdit={(next) => {
        clear();
        setEditing(next);
      }}
      onSave={(input, id) =>
        save.mutate(
          { input, id },
          {
            onSuccess: () => {
              setEditing(null);
              saved();
            },
          },
        )
      }
      removing={removing}
      onRemove={(next) => {
        clear();
        setRemoving(next);
      }}
      onConfirmRemove={(w) =>
        remove.mutate(w.workgroupId, {
          onSuccess: () => {
            setRemoving(null);
            saved();
          },
        })
      }
      busy={anyPending(save, remove)}
      error={latestError(save, remove)}
    />
  );
}
