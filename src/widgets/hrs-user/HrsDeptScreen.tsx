import * as React from "react";
import * as v from "valibot";
import type { HrsDept } from "../../contract/hrs-user";
import { type DeptInput, deptSchema } from "../../domain/hrs-user";
import { useT } from "../../i18n";
import { hrsUserMessages } from "../../i18n/messages/hrs-user";
import { hrsDeptMessages } from "../../i18n/messages/hrs-user-dept";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { Dialog, DialogContent } from "../../ui/dialog";
import { Field } from "../../ui/field";
import { Input } from "../../ui/input";
import { ListBody, type ListColumn, type ListPage } from "../../ui/list-screen";
import type { Loadable } from "../../ui/loadable";
import { hrsText } from "./text";

export type HrsDeptScreenProps = {
  depts: Loadable<HrsDept[]>;
  onRetry: () => void;
  /** The department in the dialog: "new" for one being added, null for no dialog. */
  editing: HrsDept | "new" | null;
  onEdit: (editing: HrsDept | "new" | null) => void;
  onSave: (input: DeptInput, deptId: number | null) => void;
  /** The department whose deletion is being confirmed (only one without members). */
  removing?: HrsDept | null;
  onRemove?: (dept: HrsDept | null) => void;
  onConfirmRemove?: (dept: HrsDept) => void;
  busy?: boolean;
  /** The server's refusal of the last save or deletion (its Chinese text). */
  error?: string | null;
};

/** Departments per page: the server answers them all, the screen pages them. */
export const DEPT_PAGE_SIZE = 20;

/**
 * /hrs_dept: the organisation's departments on the template's body (src/ui/list-screen):
 * skeleton rows, the error box, cards on a phone and the pager; added and renamed in a dialog.
 */
export function HrsDeptScreen(props: HrsDeptScreenProps) {
  const t = useT(hrsDeptMessages);
  const tu = useT(hrsUserMessages);
  const [current, setCurrent] = React.useState(1);
  // Stable columns: the row's buttons call the newest handlers.
  const live = React.useRef(props);
  live.current = props;
  const columns = React.useMemo<ListColumn<HrsDept>[]>(
    () => [
      {
        id: "name",
        header: t("colName"),
        maxWidth: "max-w-md",
        cell: (d) => <span className="font-medium text-neutral-900">{d.name}</span>,
        text: (d) => d.name,
      },
      { id: "users", header: t("colUsers"), align: "end", cell: (d) => d.userCount },
      {
        id: "actions",
        header: t("colActions"),
        actions: true,
        cell: (d) => (
          <div className="flex gap-1">
            <Button
              variant="ghost"
              size="sm"
              aria-label={t("renameFor", { name: d.name })}
              onClick={() => live.current.onEdit(d)}
            >
              {t("rename")}
            </Button>
            {/* A department with members cannot go: move them first (the server says so too). */}
            {d.userCount === 0 && live.current.onRemove ? (
              <Button
                variant="ghost"
                size="sm"
                aria-label={t("removeFor", { name: d.name })}
                onClick={() => live.current.onRemove?.(d)}
              >
                {t("remove")}
              </Button>
            ) : null}
          </div>
        ),
      },
    ],
    [t],
  );
  const { depts } = props;
  // A page past the end (a department removed) shows the last one.
  const pages =
    depts.status === "ready" ? Math.max(1, Math.ceil(depts.data.length / DEPT_PAGE_SIZE)) : 1;
  const shown = Math.min(current, pages);
  const page: Loadable<ListPage<HrsDept>> =
    depts.status === "ready"
      ? {
          status: "ready",
          data: {
            records: depts.data.slice((shown - 1) * DEPT_PAGE_SIZE, shown * DEPT_PAGE_SIZE),
            total: depts.data.length,
            current: shown,
            size: DEPT_PAGE_SIZE,
          },
        }
      : depts;
  const editing = props.editing;
  const addButton = <Button onClick={() => props.onEdit("new")}>{t("add")}</Button>;
  return (
    <div
      data-slot="hrs-dept-screen"
      className="flex w-full min-w-0 flex-col gap-4 px-4 py-5 sm:px-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-xl font-semibold text-neutral-900">{t("title")}</h1>
          <p className="mt-1 text-sm text-neutral-700">{t("intro")}</p>
        </div>
        {addButton}
      </div>
      <ListBody<HrsDept>
        caption={t("results")}
        result={page}
        onRetry={props.onRetry}
        onPage={setCurrent}
        columns={columns}
        getRowId={(d) => String(d.deptId)}
        card={{ title: "name", fields: ["users"] }}
        empty={{ text: t("empty"), action: addButton }}
      />
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? null : props.onEdit(null))}>
        <DialogContent
          width="sm"
          title={editing === "new" ? t("addTitle") : t("editTitle")}
          closeLabel={t("close")}
        >
          <DeptForm
            key={
              editing === null || editing === "new" ? "new" : `${editing.deptId}:${editing.version}`
            }
            dept={editing === "new" ? null : editing}
            onSave={props.onSave}
            onCancel={() => props.onEdit(null)}
            busy={props.busy ?? false}
            error={props.error ?? null}
          />
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={Boolean(props.removing)}
        title={t("removeTitle")}
        message={t("removeConfirm", { name: props.removing?.name ?? "" })}
        confirmLabel={t("remove")}
        cancelLabel={t("cancel")}
        tone="danger"
        busy={props.busy}
        error={props.removing ? hrsText(tu, props.error) : null}
        onConfirm={() => props.removing && props.onConfirmRemove?.(props.removing)}
        onCancel={() => props.onRemove?.(null)}
      />
    </div>
  );
}

function DeptForm({
  dept,
  onSave,
  onCancel,
  busy,
  error,
}: {
  dept: HrsDept | null;
  onSave: (input: DeptInput, deptId: number | null) => void;
  onCancel: () => void;
  busy: boolean;
  error: string | null;
}) {
  const t = useT(hrsDeptMessages);
  const tu = useT(hrsUserMessages);
  const [name, setName] = React.useState(dept?.name ?? "");
  const [nameError, setNameError] = React.useState<string | null>(null);
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = v.safeParse(deptSchema, {
          name,
          ...(dept ? { version: dept.version } : {}),
        });
        if (!parsed.success) {
          setNameError(parsed.issues[0]?.message ?? null);
          return;
        }
        setNameError(null);
        onSave(parsed.output, dept?.deptId ?? null);
      }}
    >
      <Field label={t("name")} error={hrsText(tu, nameError)} required>
        <Input autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
      {error ? (
        <p
          role="alert"
          className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {hrsText(tu, error)}
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
