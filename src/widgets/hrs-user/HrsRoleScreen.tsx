import * as React from "react";
import * as v from "valibot";
import type { GrantNode, HrsRole } from "../../contract/hrs-user";
import { type RoleInput, roleSchema } from "../../domain/hrs-user";
import { useT } from "../../i18n";
import { hrsUserMessages } from "../../i18n/messages/hrs-user";
import { hrsRoleMessages } from "../../i18n/messages/hrs-user-role";
import { Button } from "../../ui/button";
import { cn } from "../../ui/cn";
import { Dialog, DialogContent } from "../../ui/dialog";
import { Field } from "../../ui/field";
import { Input } from "../../ui/input";
import type { Loadable } from "../../ui/loadable";
import { Spinner } from "../../ui/spinner";
import { GrantTreeView } from "./GrantTreeView";
import { buildGrantTree, checkedOf, countOf, grantsToSave } from "./grant-tree";
import { hrsText } from "./text";

export type HrsRoleScreenProps = {
  roles: Loadable<HrsRole[]>;
  /** Every menu and button a role can be granted. */
  tree: Loadable<GrantNode[]>;
  /** The role in the editor, "new" for one being added, null for none. */
  selected: number | "new" | null;
  onSelect: (selected: number | "new") => void;
  onSave: (input: RoleInput, roleId: number | null) => void;
  /** The role whose deletion waits for a confirmation. */
  deleting: HrsRole | null;
  onDeleteAsk: (role: HrsRole | null) => void;
  onDelete: (role: HrsRole) => void;
  onRetry: () => void;
  busy?: boolean;
  /** The server's refusal of the last save or delete (its Chinese text). */
  error?: string | null;
};

/** /hrs_role: the organisation's roles, and an editor of each one's menus and buttons. */
export function HrsRoleScreen(props: HrsRoleScreenProps) {
  const t = useT(hrsRoleMessages);
  const { roles, tree } = props;
  const role =
    roles.status === "ready" && typeof props.selected === "number"
      ? (roles.data.find((r) => r.roleId === props.selected) ?? null)
      : null;
  return (
    <div
      data-slot="hrs-role-screen"
      className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-5 sm:px-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-neutral-900">{t("title")}</h1>
          <p className="mt-1 text-sm text-neutral-700">{t("intro")}</p>
        </div>
        <Button onClick={() => props.onSelect("new")}>{t("add")}</Button>
      </div>
      {roles.status === "loading" || tree.status === "loading" ? (
        <div role="status" className="grid h-48 place-items-center text-brand">
          <Spinner className="size-6" label={t("loading")} />
        </div>
      ) : roles.status === "error" || tree.status === "error" ? (
        <div
          role="alert"
          className="flex h-48 flex-col items-center justify-center gap-3 rounded-md border border-dashed border-red-200 bg-red-50/50"
        >
          <p className="text-sm text-red-800">{t("failed")}</p>
          <Button variant="outline" size="sm" onClick={props.onRetry}>
            {t("retry")}
          </Button>
        </div>
      ) : (
        <div className="grid items-start gap-4 md:grid-cols-[16rem_1fr]">
          <nav aria-label={t("roles")} className="rounded border border-neutral-200 bg-white">
            {roles.data.length === 0 ? (
              <p className="px-3 py-6 text-center text-sm text-neutral-600">{t("empty")}</p>
            ) : (
              <ul className="flex flex-col divide-y divide-neutral-100">
                {roles.data.map((r) => {
                  const current = r.roleId === props.selected;
                  return (
                    <li key={r.roleId}>
                      <button
                        type="button"
                        aria-current={current ? "true" : undefined}
                        onClick={() => props.onSelect(r.roleId)}
                        className={cn(
                          "flex w-full flex-col items-start gap-0.5 px-3 py-2 text-left hover:bg-neutral-50",
                          current && "bg-brand-50 hover:bg-brand-50",
                        )}
                      >
                        <span
                          className={cn(
                            "break-all text-sm text-neutral-900",
                            current && "font-medium text-brand-800",
                          )}
                        >
                          {r.name}
                        </span>
                        <span className="text-xs text-neutral-600 tabular-nums">
                          {t("users", { count: r.userCount })}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </nav>
          {props.selected === "new" || role ? (
            <RoleEditor
              key={role ? `${role.roleId}:${role.version}` : "new"}
              role={role}
              nodes={tree.data}
              onSave={props.onSave}
              onDeleteAsk={props.onDeleteAsk}
              busy={props.busy ?? false}
              error={props.error ?? null}
            />
          ) : (
            <p className="rounded border border-dashed border-neutral-300 px-4 py-10 text-center text-sm text-neutral-600">
              {t("pick")}
            </p>
          )}
        </div>
      )}
      <Dialog
        open={props.deleting !== null}
        onOpenChange={(open) => (open ? null : props.onDeleteAsk(null))}
      >
        <DialogContent
          width="sm"
          title={t("deleteTitle")}
          closeLabel={t("close")}
          footer={
            <>
              <Button variant="outline" onClick={() => props.onDeleteAsk(null)}>
                {t("cancel")}
              </Button>
              <Button
                variant="danger"
                disabled={props.busy}
                onClick={() => props.deleting && props.onDelete(props.deleting)}
              >
                {t("deleteConfirm")}
              </Button>
            </>
          }
        >
          <p className="break-words text-sm text-neutral-800">
            {t("deleteText", { name: props.deleting?.name ?? "" })}
          </p>
        </DialogContent>
      </Dialog>
    </div>
  );
}

function RoleEditor({
  role,
  nodes,
  onSave,
  onDeleteAsk,
  busy,
  error,
}: {
  role: HrsRole | null;
  nodes: GrantNode[];
  onSave: (input: RoleInput, roleId: number | null) => void;
  onDeleteAsk: (role: HrsRole) => void;
  busy: boolean;
  error: string | null;
}) {
  const t = useT(hrsRoleMessages);
  const tu = useT(hrsUserMessages);
  const tree = React.useMemo(() => buildGrantTree(nodes), [nodes]);
  const buttonIds = React.useMemo(
    () => new Set(nodes.filter((n) => n.kind === "button").map((n) => n.id)),
    [nodes],
  );
  const [name, setName] = React.useState(role?.name ?? "");
  const [nameError, setNameError] = React.useState<string | null>(null);
  const [checked, setChecked] = React.useState(() => checkedOf(tree, role?.permissionIds ?? []));
  const count = countOf(tree, checked, buttonIds);
  const headingId = React.useId();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const input = {
      name,
      permissionIds: grantsToSave(tree, checked, role?.permissionIds ?? []),
      ...(role ? { version: role.version } : {}),
    };
    const parsed = v.safeParse(roleSchema, input);
    if (!parsed.success) {
      setNameError(parsed.issues[0]?.message ?? null);
      return;
    }
    setNameError(null);
    onSave(parsed.output, role?.roleId ?? null);
  };

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={submit}
      className="flex min-w-0 flex-col gap-4 rounded border border-neutral-200 bg-white p-4"
    >
      <h2 id={headingId} className="break-all text-base font-semibold text-neutral-900">
        {role ? t("editTitle", { name: role.name }) : t("newRole")}
      </h2>
      <Field label={t("name")} error={hrsText(tu, nameError)} required className="max-w-sm">
        <Input
          autoComplete="off"
          value={name}
          onChange={(e) => setName(e.target.value)}
          onBlur={() => {
            const parsed = v.safeParse(roleSchema.entries.name, name);
            setNameError(parsed.success ? null : (parsed.issues[0]?.message ?? null));
          }}
        />
      </Field>
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="text-sm font-medium text-neutral-700">{t("grants")}</legend>
        <p className="text-xs text-neutral-600">{t("grantsHint")}</p>
        <p role="status" className="text-sm text-neutral-800 tabular-nums">
          {t("chosen", count)}
        </p>
        <GrantTreeView tree={tree} checked={checked} onChange={setChecked} />
      </fieldset>
      {error ? (
        <p
          role="alert"
          className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {hrsText(tu, error)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-neutral-200 pt-4">
        {role ? (
          role.userCount > 0 ? (
            <span className="mr-auto text-xs text-neutral-600">{t("inUse")}</span>
          ) : (
            <Button
              type="button"
              variant="outline"
              className="mr-auto"
              onClick={() => onDeleteAsk(role)}
            >
              {t("delete")}
            </Button>
          )
        ) : null}
        <Button type="submit" disabled={busy}>
          {busy ? t("saving") : t("save")}
        </Button>
      </div>
    </form>
  );
}
