import { useQuery, useQueryClient } from "@tanstack/react-query";
import * as React from "react";
import { ApiError } from "../../api/client";
import { hrsUserApi } from "../../api/hrs-user";
import type { HrsDept } from "../../contract/hrs-user";
import type { DeptInput } from "../../domain/hrs-user";
import { useT } from "../../i18n";
import { hrsDeptMessages } from "../../i18n/messages/hrs-user-dept";
import { notify } from "../../ui/toast";
import { HrsDeptScreen } from "../../widgets/hrs-user/HrsDeptScreen";
import { keys } from "../queries/keys";
import { loadableOf, useSessionUser } from "../queries/shell";

/** /hrs_dept: the organisation's departments (issue 20). */
export default function HrsDeptPage() {
  const who = useSessionUser();
  const t = useT(hrsDeptMessages);
  const client = useQueryClient();
  const [editing, setEditing] = React.useState<HrsDept | "new" | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const depts = useQuery({ queryKey: keys.hrsDepts(who), queryFn: hrsUserApi.depts });
  const [removing, setRemoving] = React.useState<HrsDept | null>(null);

  const remove = async (dept: HrsDept) => {
    setBusy(true);
    setError(null);
    try {
      await hrsUserApi.removeDept(dept.deptId);
      setRemoving(null);
      notify("success", t("done"));
      await client.invalidateQueries({ queryKey: keys.hrsDepts(who) });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const save = async (input: DeptInput, deptId: number | null) => {
    setBusy(true);
    setError(null);
    try {
      if (deptId === null) await hrsUserApi.addDept(input);
      else await hrsUserApi.editDept(deptId, input);
      setEditing(null);
      notify("success", t("done"));
      // The users' list shows department names.
      await Promise.all([
        client.invalidateQueries({ queryKey: keys.hrsDepts(who) }),
        client.invalidateQueries({ queryKey: keys.hrsUsersOf(who) }),
      ]);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <HrsDeptScreen
      depts={loadableOf(depts)}
      onRetry={() => void depts.refetch()}
      editing={editing}
      onEdit={(next) => {
        setError(null);
        setEditing(next);
      }}
      onSave={(input, deptId) => void save(input, deptId)}
      removing={removing}
      onRemove={(next) => {
        setError(null);
        setRemoving(next);
      }}
      onConfirmRemove={(dept) => void remove(dept)}
      busy={busy}
      error={error}
    />
  );
}
