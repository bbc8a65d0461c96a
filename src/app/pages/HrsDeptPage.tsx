import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import type { HrsDept } from "../../contract/hrs-user";
import { useT } from "../../i18n";
import { hrsDeptMessages } from "../../i18n/messages/hrs-user-dept";
import { notify } from "../../ui/toast";
import { HrsDeptScreen } from "../../widgets/hrs-user/HrsDeptScreen";
import { hrsUserQueries, useRemoveDept, useSaveDept } from "../hrs-user/queries";
import { anyPending, latestError, loadableOf, useSessionUser } from "../queries/shell";

/** /hrs_dept: the organisation's departments (issue 20). */
export default function HrsDeptPage() {
  const who = useSessionUser();
  const t = useT(hrsDeptMessages);
  const [editing, setEditing] = React.useState<HrsDept | "new" | null>(null);
  const [removing, setRemoving] = React.useState<HrsDept | null>(null);
  const depts = useQuery(hrsUserQueries.depts(who));
  const save = useSaveDept();
  const remove = useRemoveDept();
  const clear = () => {
    save.reset();
    remove.reset();
  };
  return (
    <HrsDeptScreen
      depts={loadableOf(depts)}
      onRetry={() => void depts.refetch()}
      editing={editing}
      onEdit={(next) => {
        clear();
        setEditing(next);
      }}
      onSave={(input, deptId) =>
        save.mutate(
          { input, deptId },
          {
            onSuccess: () => {
              setEditing(null);
              notify("success", t("done"));
            },
          },
        )
      }
      removing={removing}
      onRemove={(next) => {
        clear();
        setRemoving(next);
      }}
      onConfirmRemove={(dept) =>
        remove.mutate(dept.deptId, {
          onSuccess: () => {
            setRemoving(null);
            notify("success", t("done"));
          },
        })
      }
      busy={anyPending(save, remove)}
      error={latestError(save, remove)}
    />
  );
}
