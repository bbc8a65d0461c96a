import * as React from "react";
import * as v from "valibot";
import type { Workgroup, WorkgroupMember } from "../../contract/hrs-org";
import { type WorkgroupInput, workgroupSchema } from "../../domain/hrs-org";
import { useT } from "../../i18n";
import { hrsOrgMessages } from "../../i18n/messages/hrs-org";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { Dialog, DialogContent } from "../../ui/dialog";
import { Field } from "../../ui/field";
import { Input } from "../../ui/input";
import { LoadState } from "../../ui/load-state";
import type { Loadable } from "../../ui/loadable";
import { MultiSelect } from "../../ui/multi-select";
import { DataTable, type TableColumn } from "../../ui/table";
import { orgText } from "./text";

export type WorkgroupScreenProps = {
  workgroups: Loadable<Workgroup[]>;
  /** Who can be a member: the organisation's active users. */
  candidates: WorkgroupMember[];
  onRetry: () => void;
  /** The workgroup in the dialog: "new" for one being added, null for no dialog. */
  editing: Workgroup | "new" | null;
  onEdit: (editing: Workgroup | "new" | null) => void;
  onSave: (input: WorkgroupInput, workgroupId: number | null) => void;
  /** The workgroup whose deletion is being confirmed. */
  removing: Workgroup | null;
  onRemove: (workgroup: Workgroup | null) => void;
  onConfirmRemove: (workgroup: Workgroup) => void;
  busy?: boolean;
  /** The server's refusal of the last save or delete (its Chinese text). */
  error?: string | null;
};

/** /hrs_user_workgroup: named groups of the organisation's users (issue 20). */
export function WorkgroupScreen(props: WorkgroupScreenProps) {
  const t = useT(hrsOrgMessages);
  const live = React.useRef(props);
  live.current = props;
  const columns = React.useMemo<TableColumn<Workgroup>[]>(
    () => [
      {
        id: "name",
        header: t("colName"),
        cell: ({ row }) => (
          <span className="break-words font-medium text-neutral-900">{row.original.name}</span>
        ),
      },
      {
        id: "members",
        header: t("colMembers"),
        cell: ({ row }) => (
          <span className="break-words text-neutral-800">
            {row.original.members.length
              ? `${row.original.members.map((m) => m.cname).join("、")}（${t("memberCount", {
                  count: row.original.members.length,
                })}）`
              : t("noMembers")}
          </span>
        ),
      },
      {
        id: "actions",
        header: t("colActions"),
        cell: ({ row }) => (
          <div className="flex gap-1">
            <Button
              variant="ghost"
              size="sm"
              aria-label={t("editFor", { name: row.original.name })}
              onClick={() => live.current.onEdit(row.original)}
            >
              {t("edit")}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t("removeFor", { name: row.original.name })}
              onClick={() => live.current.onRemove(row.original)}
            >
              {t("remove")}
            </Button>
          </div>
        ),
      },
    ],
    [t],
  );
  const { editing, removing } = props;
  return (
    <div
      data-slot="workgroup-screen"
      className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-5 sm:px-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-neutral-900">{t("workgroupTitle")}</h1>
          <p className="mt-1 text-sm text-neutral-700">{t("workgroupIntro")}</p>
        </div>
        <Button onClick={() => props.onEdit("new")}>{t("addWorkgroup")}</Button>
      </div>
      <LoadState
        value={props.workgroups}
        loadingLabel={t("loading")}
        failedText={t("failed")}
        retryText={t("retry")}
        onRetry={props.onRetry}
      >
        {(data) => (
          <DataTable
            columns={columns}
            data={data}
            caption={t("workgroups")}
            empty={t("noWorkgroups")}
            getRowId={(w) => String(w.workgroupId)}
            density="compact"
          />
        )}
      </LoadState>
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? null : props.onEdit(null))}>
        <DialogContent
          width="sm"
          title={editing === "new" ? t("addTitle") : t("editTitle")}
          closeLabel={t("close")}
        >
          <WorkgroupForm
            key={
              editing === null || editing === "new"
                ? "new"
                : `${editing.workgroupId}:${editing.version}`
            }
            workgroup={editing === "new" ? null : editing}
            candidates={props.candidates}
            onSave={props.onSave}
            onCancel={() => props.onEdit(null)}
            busy={props.busy ?? false}
            error={props.error ?? null}
          />
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        title={t("removeTitle")}
        message={t("removeConfirm", { name: removing?.name ?? "" })}
        confirmLabel={t("remove")}
        cancelLabel={t("cancel")}
        tone="danger"
        busy={props.busy}
        error={removing ? orgText(t, props.error) : null}
        onConfirm={() => removing && props.onConfirmRemove(removing)}
        onCancel={() => props.onRemove(null)}
      />
    </div>
  );
}

function WorkgroupForm({
  workgroup,
  candidates,
  onSave,
  onCancel,
  busy,
  error,
}: {
  workgroup: Workgroup | null;
  candidates: WorkgroupMember[];
  onSave: (input: WorkgroupInput, workgroupId: number | null) => void;
  onCancel: () => void;
  busy: boolean;
  error: string | null;
}) {
  const t = useT(hrsOrgMessages);
  const [name, setName] = React.useState(workgroup?.name ?? "");
  const [userIds, setUserIds] = React.useState<number[]>(
    workgroup?.members.map((m) => m.userId) ?? [],
  );
  const [nameError, setNameError] = React.useState<string | null>(null);
  // A member who left the candidates (disabled since) still shows, so nothing vanishes unseen.
  const options = React.useMemo(() => {
    const all = new Map(candidates.map((c) => [c.userId, c.cname]));
    for (const m of workgroup?.members ?? []) if (!all.has(m.userId)) all.set(m.userId, m.cname);
    return [...all].map(([value, label]) => ({ value, label }));
  }, [candidates, workgroup]);
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = v.safeParse(workgroupSchema, {
          name,
          userIds,
          ...(workgroup ? { version: workgroup.version } : {}),
        });
        if (!parsed.success) {
          setNameError(parsed.issues[0]?.message ?? null);
          return;
        }
        setNameError(null);
        onSave(parsed.output, workgroup?.workgroupId ?? null);
      }}
    >
      <Field label={t("workgroupName")} error={orgText(t, nameError)} required>
        <Input autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
      <Field label={t("chooseMembers")}>
        <MultiSelect
          options={options}
          value={userIds}
          onValueChange={setUserIds}
          chooseLabel={t("chooseMembers")}
          emptyLabel={t("noMembers")}
          removeLabel={(label) => t("removeFor", { name: label })}
        />
      </Field>
      {error ? (
        <p
          role="alert"
          className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {orgText(t, error)}
        </p>
      ) : null}
      <div className="flex justify-end gap-2 border-t border-neutral-200 pt-4">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? t("saving") : t("save")}
        </Button>
      </div>
    </form>
  );
}
