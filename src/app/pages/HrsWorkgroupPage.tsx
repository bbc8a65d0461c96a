import { useQuery, useQueryClient } from "@tanstack/react-query";
import * as React from "react";
import { ApiError } from "../../api/client";
import { hrsOrgApi } from "../../api/hrs-org";
import type { Workgroup } from "../../contract/hrs-org";
import type { WorkgroupInput } from "../../domain/hrs-org";
import { useT } from "../../i18n";
import { hrsOrgMessages } from "../../i18n/messages/hrs-org";
import { notify } from "../../ui/toast";
import { WorkgroupScreen } from "../../widgets/hrs-org/WorkgroupScreen";
import { keys } from "../queries/keys";
import { loadableOf, useSessionUser } from "../queries/shell";

/** /hrs_user_workgroup: named groups of the organisation's users (issue 20). */
export default function HrsWorkgroupPage() {
  const who = useSessionUser();
  const t = useT(hrsOrgMessages);
  const client = useQueryClient();
  const [editing, setEditing] = React.useState<Workgroup | "new" | null>(null);
  const [removing, setRemoving] = React.useState<Workgroup | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const workgroups = useQuery({ queryKey: keys.hrsWorkgroups(who), queryFn: hrsOrgApi.workgroups });
  const candidates = useQuery({
    queryKey: keys.hrsWorkgroupCandidates(who),
    queryFn: hrsOrgApi.candidates,
  });
  const run = async (work: () => Promise<unknown>, done: () => void) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      done();
      notify("success", t("saved"));
      await client.invalidateQueries({ queryKey: keys.hrsWorkgroups(who) });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <WorkgroupScreen
      workgroups={loadableOf(workgroups)}
      candidates={candidates.data ?? []}
      onRetry={() => void workgroups.refetch()}
      editing={editing}
      onEdit={(next) => {
        setError(null);
        setEditing(next);
      }}
      onSave={(input: WorkgroupInput, id) =>
        void run(
          () => (id === null ? hrsOrgApi.addWorkgroup(input) : hrsOrgApi.editWorkgroup(id, input)),
          () => setEditing(null),
        )
      }
      removing={removing}
      onRemove={(next) => {
        setError(null);
        setRemoving(next);
      }}
      onConfirmRemove={(w) =>
        void run(
          () => hrsOrgApi.removeWorkgroup(w.workgroupId),
          () => setRemoving(null),
        )
      }
      busy={busy}
      error={error}
    />
  );
}
