import * as React from "react";
import { useT } from "../../i18n";
import { shellMessages } from "../../i18n/messages/shell";
import { cn } from "../../ui/cn";
import { Dialog, DialogContent } from "../../ui/dialog";
import type { ShellLink } from "./types";

export type MenuSearchProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: (ShellLink & { trail: string[] })[];
  onChoose: (item: ShellLink) => void;
  initialQuery?: string;
};

export function filterMenus<T extends ShellLink & { trail: string[] }>(
  items: T[],
  query: string,
): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return items.slice(0, 50);
  const words = q.split(/\s+/);
  return items
    .filter((item) => {
      const hay = `${item.name} ${item.trail.join(" ")} ${item.path}`.toLowerCase();
      return words.every((w) => hay.includes(w));
    })
    .sort(
      (a, b) =>
        Number(!a.name.toLowerCase().includes(q)) - Number(!b.name.toLowerCase().includes(q)),
    )
    .slice(0, 50);
}

/** Ctrl/⌘ K over the permitted menus: type, arrow, Enter. */
export function MenuSearch({
  open,
  onOpenChange,
  items,
  onChoose,
  initialQuery = "",
}: MenuSearchProps) {
  const t = useT(shellMessages);
  const [query, setQuery] = React.useState(initialQuery);
  const [active, setActive] = React.useState(0);
  const results = React.useMemo(() => filterMenus(items, query), [items, query]);
  const listId = React.useId();

  React.useEffect(() => {
    if (!open) {
      setQuery(initialQuery);
      setActive(0);
    }
  }, [open, initialQuery]);

  const choose = (item: ShellLink | undefined) => {
    if (!item) return;
    onOpenChange(false);
    onChoose(item);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t("searchMenus")} width="md" position="top">
        <input
          autoFocus
          role="combobox"
          aria-expanded={results.length > 0}
          aria-controls={results.length > 0 ? listId : undefined}
          aria-activedescendant={results[active] ? `${listId}-${results[active].id}` : undefined}
          aria-label={t("searchMenus")}
          placeholder={t("searchPlaceholder")}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={(e) => {
            if (e.key === "ArrowDown") {
              e.preventDefault();
              setActive((i) => Math.min(i + 1, results.length - 1));
            } else if (e.key === "ArrowUp") {
              e.preventDefault();
              setActive((i) => Math.max(i - 1, 0));
            } else if (e.key === "Enter") {
              e.preventDefault();
              choose(results[active]);
            }
          }}
          className="h-11 w-full rounded border border-neutral-300 px-3 text-base outline-none focus-visible:border-brand focus-visible:ring-2 focus-visible:ring-brand-200"
        />
        {results.length === 0 ? (
          <p className="py-10 text-center text-sm text-neutral-600">{t("searchEmpty")}</p>
        ) : (
          <div
            id={listId}
            role="listbox"
            aria-label={t("searchMenus")}
            className="mt-3 flex max-h-80 flex-col gap-0.5 overflow-y-auto"
          >
            {results.map((item, index) => (
              <div
                key={item.id}
                id={`${listId}-${item.id}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                onMouseEnter={() => setActive(index)}
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(item);
                }}
                className={cn(
                  "flex cursor-pointer items-center gap-3 rounded px-3 py-2",
                  index === active ? "bg-brand-50 text-brand-800" : "text-neutral-800",
                )}
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">{item.name}</span>
                  {/* Where it is, by the groups' names; its route path is not for users (issue 35). */}
                  {item.trail.length > 0 ? (
                    <span className="block truncate text-xs text-neutral-600">
                      {item.trail.join(" / ")}
                    </span>
                  ) : null}
                </span>
              </div>
            ))}
          </div>
        )}
        <p className="mt-3 text-xs text-neutral-600">{t("searchHint")}</p>
      </DialogContent>
    </Dialog>
  );
}
