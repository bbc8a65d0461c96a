import * as React from "react";
import { useLang, useT } from "../../i18n";
import { buttonName } from "../../i18n/messages/buttons";
import { hrsRoleMessages } from "../../i18n/messages/hrs-user-role";
import { menuName } from "../../i18n/messages/menus";
import { cn } from "../../ui/cn";
import { type GrantMenu, type GrantTree, stateOf, toggle } from "./grant-tree";

/** A native checkbox that can show "some of these" (indeterminate). */
function Check({
  state,
  label,
  description,
  onChange,
  className,
}: {
  state: "all" | "some" | "none";
  label: React.ReactNode;
  /** Shown after the label and read as the checkbox's description, not its name. */
  description?: string;
  onChange: (on: boolean) => void;
  className?: string;
}) {
  const ref = React.useRef<HTMLInputElement>(null);
  const descriptionId = React.useId();
  React.useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === "some";
  }, [state]);
  return (
    <label className={cn("inline-flex min-w-0 cursor-pointer items-center gap-2", className)}>
      <input
        ref={ref}
        type="checkbox"
        className="size-4 shrink-0 accent-brand"
        checked={state === "all"}
        aria-checked={state === "some" ? "mixed" : state === "all"}
        onChange={(e) => onChange(e.currentTarget.checked)}
        aria-describedby={description ? descriptionId : undefined}
      />
      <span className="min-w-0 break-words">{label}</span>
      {description ? (
        <span
          id={descriptionId}
          aria-hidden="true"
          className="font-mono text-xs break-all text-neutral-600"
        >
          {description}
        </span>
      ) : null}
    </label>
  );
}

/**
 * The role editor's tree: every visible menu with a checkbox (a menu with sub-menus shows all,
 * some or none of them), each leaf menu's button identifiers beside it. Top-level groups fold.
 */
export function GrantTreeView({
  tree,
  checked,
  onChange,
}: {
  tree: GrantTree;
  checked: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
}) {
  const t = useT(hrsRoleMessages);
  const lang = useLang();
  const [open, setOpen] = React.useState<ReadonlySet<number>>(
    () => new Set(tree.roots.filter((r) => stateOf(r, checked) !== "none").map((r) => r.node.id)),
  );
  const name = (m: GrantMenu) => menuName(m.node, lang);

  const menuRow = (menu: GrantMenu, depth: number): React.ReactNode => {
    const leaf = menu.children.length === 0;
    const state = leaf ? (checked.has(menu.node.id) ? "all" : "none") : stateOf(menu, checked);
    return (
      <li key={menu.node.id} className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Check
            state={state}
            label={name(menu)}
            onChange={(on) => onChange(toggle(tree, checked, menu, on))}
            className="text-sm text-neutral-900"
          />
          {menu.buttons.map((b) => (
            <Check
              key={b.id}
              state={checked.has(b.id) ? "all" : "none"}
              // Its name (src/i18n/messages/buttons.ts), its buttonInfo identifier beside it.
              description={b.name}
              label={
                <span className="text-xs text-neutral-900">
                  {buttonName(b.name, lang) ?? t("button", { name: b.name })}
                </span>
              }
              onChange={(on) => onChange(toggle(tree, checked, b.id, on))}
              className="rounded border border-neutral-200 bg-neutral-50 px-1.5 py-0.5"
            />
          ))}
        </div>
        {leaf ? null : (
          <ul
            className={cn(
              "flex flex-col gap-1.5 border-l border-neutral-200 pl-4",
              depth === 0 && "ml-2",
            )}
          >
            {menu.children.map((c) => menuRow(c, depth + 1))}
          </ul>
        )}
      </li>
    );
  };

  return (
    <ul className="flex flex-col divide-y divide-neutral-100 rounded border border-neutral-200 bg-white">
      {tree.roots.map((root) => {
        const expanded = open.has(root.node.id);
        const listId = `grant-group-${root.node.id}`;
        const leaf = root.children.length === 0;
        return (
          <li key={root.node.id} className="flex flex-col gap-2 px-3 py-2">
            <div className="flex items-center justify-between gap-2">
              <Check
                state={leaf ? (checked.has(root.node.id) ? "all" : "none") : stateOf(root, checked)}
                label={
                  <span className="font-medium">
                    {name(root)}
                    <span className="ml-2 text-xs font-normal text-neutral-600 tabular-nums">
                      {root.grants.filter((id) => checked.has(id)).length}/{root.grants.length}
                    </span>
                  </span>
                }
                onChange={(on) => onChange(toggle(tree, checked, root, on))}
                className="text-sm text-neutral-900"
              />
              {leaf ? null : (
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={listId}
                  className="rounded px-2 py-1 text-xs text-brand-700 hover:bg-brand-50"
                  onClick={() =>
                    setOpen((prev) => {
                      const next = new Set(prev);
                      if (expanded) next.delete(root.node.id);
                      else next.add(root.node.id);
                      return next;
                    })
                  }
                >
                  {expanded ? t("collapse") : t("expand")}
                  <span className="sr-only"> {name(root)}</span>
                </button>
              )}
            </div>
            {!leaf && expanded ? (
              <ul
                id={listId}
                className="ml-2 flex flex-col gap-1.5 border-l border-neutral-200 pl-4"
              >
                {root.children.map((c) => menuRow(c, 1))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
