import * as React from "react";
import {
  buildHotMenuSaveList,
  type HotMenuChoice,
  type HotMenuNode,
  type HotMenuRecord,
  type HotMenuSaveItem,
  initialChoices,
  MAX_HOT_MENUS,
  moveHotMenuDown,
  moveHotMenuUp,
  removeHotMenu,
  toggleHotMenu,
} from "../../domain/hot-menu";
import { useT } from "../../i18n";
import { hotMenuMessages } from "../../i18n/messages/hot-menu";
import { Button } from "../../ui/button";
import { cn } from "../../ui/cn";
import { Dialog, DialogContent } from "../../ui/dialog";
import type { Loadable } from "../../ui/loadable";
import { Spinner } from "../../ui/spinner";
import { DataTable, type TableColumn } from "../../ui/table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs";

export type HotMenuDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The caller's menus as the dialog offers them (domain hotMenuTree). */
  tree: Loadable<HotMenuNode[]>;
  /** The saved hot menus (status 1), in order. */
  records: HotMenuRecord[];
  saving: boolean;
  /** The server's messageInfo after a failed save. */
  saveError: string | null;
  onSave: (items: HotMenuSaveItem[]) => void;
  onRetry?: () => void;
};

/**
 * The hot-menu settings (seed 000 §2.5): top-level menus as tabs on the left, a checkbox tree in
 * the middle (leaves only; an 11th tick is reverted with a message), the chosen list on the
 * right with move up, move down and remove, and confirm.
 */
export function HotMenuDialog({
  open,
  onOpenChange,
  tree,
  records,
  saving,
  saveError,
  onSave,
  onRetry,
}: HotMenuDialogProps) {
  const t = useT(hotMenuMessages);
  const [chosen, setChosen] = React.useState<HotMenuChoice[]>(() => initialChoices(records));
  const [notice, setNotice] = React.useState<"limit" | "notLeaf" | null>(null);
  const groups = tree.status === "ready" ? tree.data : [];
  const [tab, setTab] = React.useState<string>("");
  const activeTab = groups.some((g) => String(g.id) === tab) ? tab : String(groups[0]?.id ?? "");

  // A new opening starts from what is saved.
  React.useEffect(() => {
    if (open) {
      setChosen(initialChoices(records));
      setNotice(null);
    }
  }, [open, records]);

  const chosenIds = new Set(chosen.map((c) => c.permissionId));
  const toggle = (node: HotMenuNode, checked: boolean) => {
    const result = toggleHotMenu(chosen, node, checked, records);
    setChosen(result.chosen);
    setNotice(result.rejected);
  };

  const columns: TableColumn<HotMenuChoice>[] = [
    {
      id: "index",
      header: t("index"),
      cell: ({ row }) => <span className="tabular-nums text-neutral-600">{row.index + 1}</span>,
    },
    {
      id: "name",
      header: t("name"),
      cell: ({ row }) => <span className="text-neutral-900">{row.original.permissionName}</span>,
    },
    {
      id: "actions",
      header: () => <span className="sr-only">{t("actions")}</span>,
      cell: ({ row }) => {
        const name = row.original.permissionName;
        const i = row.index;
        return (
          <span className="flex justify-end gap-0.5">
            <IconButton
              label={t("moveUpItem", { name })}
              disabled={i === 0}
              onClick={() => setChosen((list) => moveHotMenuUp(list, i))}
              path="M8 12.5V3.5M4 7l4-4 4 4"
            />
            <IconButton
              label={t("moveDownItem", { name })}
              disabled={i === chosen.length - 1}
              onClick={() => setChosen((list) => moveHotMenuDown(list, i))}
              path="M8 3.5v9M4 9l4 4 4-4"
            />
            <IconButton
              label={t("removeItem", { name })}
              tone="danger"
              onClick={() => {
                setChosen((list) => removeHotMenu(list, row.original.permissionId));
                setNotice(null);
              }}
              path="M4 4l8 8M12 4l-8 8"
            />
          </span>
        );
      },
    },
  ];

  return (
    <Dialog open={open} onOpenChange={(next) => (saving ? undefined : onOpenChange(next))}>
      <DialogContent
        width="2xl"
        title={t("title")}
        description={
          // Where the chosen list is: to the right from md up, below the tree on a phone.
          <>
            <span className="md:hidden">{t("descriptionBelow", { max: MAX_HOT_MENUS })}</span>
            <span className="hidden md:inline">{t("description", { max: MAX_HOT_MENUS })}</span>
          </>
        }
        closeLabel={t("close")}
        footer={
          <>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={saving}>
              {t("cancel")}
            </Button>
            <Button
              onClick={() => onSave(buildHotMenuSaveList(chosen, records))}
              loading={saving}
              disabled={tree.status !== "ready"}
            >
              {t("confirm")}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-4 md:h-[460px] md:flex-row">
          <div className="flex min-h-64 min-w-0 flex-1 flex-col">
            {tree.status === "loading" ? (
              <div role="status" className="grid flex-1 place-items-center text-brand">
                <Spinner className="size-6" label={t("loading")} />
              </div>
            ) : tree.status === "error" ? (
              <div
                role="alert"
                className="flex flex-1 flex-col items-center justify-center gap-3 rounded border border-dashed border-red-200 bg-red-50/50"
              >
                <p className="text-sm text-red-800">{t("loadFailed")}</p>
                {onRetry ? (
                  <Button variant="outline" size="sm" onClick={onRetry}>
                    {t("retry")}
                  </Button>
                ) : null}
              </div>
            ) : groups.length === 0 ? (
              <p className="grid flex-1 place-items-center text-sm text-neutral-600">
                {t("noMenus")}
              </p>
            ) : (
              <Tabs
                value={activeTab}
                onValueChange={setTab}
                orientation="vertical"
                className="min-h-0 flex-1"
              >
                <TabsList
                  variant="vertical"
                  aria-label={t("groups")}
                  className="w-36 overflow-y-auto"
                >
                  {groups.map((g) => {
                    const n = countChosen(g, chosenIds);
                    return (
                      <TabsTrigger key={g.id} value={String(g.id)}>
                        <span className="min-w-0 flex-1 truncate">{g.name}</span>
                        {n > 0 ? (
                          <span className="rounded-full bg-brand px-1.5 text-[11px] leading-4 text-white tabular-nums">
                            {n}
                          </span>
                        ) : null}
                      </TabsTrigger>
                    );
                  })}
                </TabsList>
                {groups.map((g) => (
                  <TabsContent
                    key={g.id}
                    value={String(g.id)}
                    className="min-h-0 overflow-y-auto rounded border border-neutral-200 p-2"
                    aria-label={t("tree", { group: g.name })}
                    tabIndex={0}
                  >
                    <MenuTreeChecks
                      nodes={g.leaf ? [g] : g.children}
                      chosen={chosenIds}
                      onToggle={toggle}
                      parentHint={t("parentHint")}
                    />
                  </TabsContent>
                ))}
              </Tabs>
            )}
          </div>
          <section
            aria-labelledby="hot-menu-chosen"
            className="flex min-w-0 flex-col gap-2 md:w-[360px]"
          >
            <div className="flex items-center justify-between">
              <h3 id="hot-menu-chosen" className="text-sm font-semibold text-neutral-900">
                {t("chosen")}
              </h3>
              <span
                className={cn(
                  "text-xs tabular-nums",
                  chosen.length >= MAX_HOT_MENUS
                    ? "font-medium text-amber-800"
                    : "text-neutral-600",
                )}
              >
                {t("chosenCount", { n: chosen.length, max: MAX_HOT_MENUS })}
              </span>
            </div>
            {notice ? (
              <p
                role="alert"
                className="rounded border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
              >
                {notice === "limit" ? t("limit", { max: MAX_HOT_MENUS }) : t("notLeaf")}
              </p>
            ) : null}
            {saveError ? (
              <p
                role="alert"
                className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
              >
                {saveError}
              </p>
            ) : null}
            <div className="min-h-0 flex-1 overflow-y-auto">
              <DataTable
                columns={columns}
                data={chosen}
                density="compact"
                caption={t("chosen")}
                empty={t("empty")}
                getRowId={(c) => String(c.permissionId)}
              />
            </div>
          </section>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function countChosen(node: HotMenuNode, chosen: ReadonlySet<number>): number {
  if (node.leaf) return chosen.has(node.id) ? 1 : 0;
  return node.children.reduce((n, c) => n + countChosen(c, chosen), 0);
}

function MenuTreeChecks({
  nodes,
  chosen,
  onToggle,
  parentHint,
  depth = 0,
}: {
  nodes: HotMenuNode[];
  chosen: ReadonlySet<number>;
  onToggle: (node: HotMenuNode, checked: boolean) => void;
  parentHint: string;
  depth?: number;
}) {
  return (
    <ul className="flex flex-col">
      {nodes.map((node) => (
        <li key={node.id}>
          <label
            className={cn(
              "flex h-8 items-center gap-2 rounded pr-2 text-sm",
              node.leaf
                ? "cursor-pointer text-neutral-800 hover:bg-neutral-50"
                : "cursor-not-allowed font-medium text-neutral-700",
            )}
            style={{ paddingLeft: `${8 + depth * 20}px` }}
            title={node.leaf ? undefined : parentHint}
          >
            <input
              type="checkbox"
              className={cn(
                "size-4 shrink-0 accent-[var(--brand)]",
                node.leaf ? "cursor-pointer" : "cursor-not-allowed opacity-50",
              )}
              checked={node.leaf && chosen.has(node.id)}
              aria-disabled={node.leaf ? undefined : true}
              aria-describedby={node.leaf ? undefined : `hot-menu-parent-${node.id}`}
              onChange={(e) => onToggle(node, e.target.checked)}
            />
            <span className="truncate">{node.name}</span>
            {node.leaf ? null : (
              <span id={`hot-menu-parent-${node.id}`} className="sr-only">
                {parentHint}
              </span>
            )}
          </label>
          {node.children.length > 0 ? (
            <MenuTreeChecks
              nodes={node.children}
              chosen={chosen}
              onToggle={onToggle}
              parentHint={parentHint}
              depth={depth + 1}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function IconButton({
  label,
  onClick,
  disabled = false,
  path,
  tone = "neutral",
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  path: string;
  tone?: "neutral" | "danger";
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        "grid size-7 place-items-center rounded disabled:cursor-not-allowed disabled:opacity-35",
        tone === "danger"
          ? "text-red-700 hover:bg-red-50"
          : "text-neutral-700 hover:bg-neutral-100 hover:text-brand",
      )}
    >
      <svg
        viewBox="0 0 16 16"
        className="size-4"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={path} />
      </svg>
    </button>
  );
}
