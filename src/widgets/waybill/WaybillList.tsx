import * as React from "react";
import { formatMonthDayTime } from "../../domain/format";
import { useLang, useT } from "../../i18n";
import { waybillMessages } from "../../i18n/messages/waybill";
import { Badge } from "../../ui/badge";
import { cn } from "../../ui/cn";
import { Input } from "../../ui/input";

export type WaybillListItem = {
  id: number;
  orderCode: string;
  mawbNumber: string;
  hawbNumber: string;
  internalNumber: string;
  createSource: "CREATED_BY_SELF" | "CREATED_BY_ORDER";
  consigneeName: string;
  destination: string;
  updatedAt: string;
};

export type WaybillListProps = {
  items: WaybillListItem[];
  selectedId: number | null;
  onSelect: (id: number) => void;
};

/** Saved house waybills, newest first; choosing one reopens it in the form. */
export function WaybillList({ items, selectedId, onSelect }: WaybillListProps) {
  const t = useT(waybillMessages);
  const lang = useLang();
  const [filter, setFilter] = React.useState("");
  const headingId = React.useId();
  const needle = filter.trim().toUpperCase();
  const shown = needle
    ? items.filter((w) =>
        [w.mawbNumber, w.hawbNumber, w.internalNumber, w.consigneeName].some((v) =>
          v.toUpperCase().includes(needle),
        ),
      )
    : items;
  return (
    <nav aria-labelledby={headingId} className="flex min-h-0 flex-col gap-2">
      <h2 id={headingId} className="text-sm font-semibold text-neutral-900">
        {t("savedList")}
      </h2>
      <Input
        size="sm"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        placeholder={t("filterPlaceholder")}
        aria-label={t("filterLabel")}
      />
      {shown.length === 0 ? (
        <p className="py-4 text-center text-xs break-words text-neutral-600">
          {/* Saved waybills that the filter hides are not "no saved waybills". */}
          {items.length > 0
            ? t("savedListNoMatch", { filter: filter.trim() })
            : t("savedListEmpty")}
        </p>
      ) : (
        <ul className="flex max-h-56 flex-col gap-1 overflow-y-auto lg:max-h-[calc(100dvh-16rem)]">
          {shown.map((w) => {
            const active = w.id === selectedId;
            return (
              <li key={w.id}>
                <button
                  type="button"
                  aria-current={active ? "true" : undefined}
                  onClick={() => onSelect(w.id)}
                  className={cn(
                    "flex w-full flex-col gap-0.5 rounded border px-3 py-2 text-left transition-colors",
                    active
                      ? "border-brand bg-brand-50"
                      : "border-neutral-200 bg-white hover:border-brand-200 hover:bg-neutral-50",
                  )}
                >
                  <span className="flex items-center gap-2">
                    <span className="font-mono text-sm font-semibold text-neutral-900">
                      {w.mawbNumber}
                    </span>
                    {w.destination ? (
                      <span className="font-mono text-xs text-neutral-600">→ {w.destination}</span>
                    ) : null}
                    {w.createSource === "CREATED_BY_ORDER" ? (
                      <Badge tone="brand" className="ml-auto">
                        {t("sourceOrder", { order: "" }).trim()}
                      </Badge>
                    ) : null}
                  </span>
                  <span className="truncate text-xs text-neutral-700">
                    {[w.hawbNumber, w.consigneeName].filter(Boolean).join(" · ")}
                  </span>
                  <span className="text-[11px] text-neutral-600">
                    {t("updatedAt", { time: formatMonthDayTime(w.updatedAt, lang) })}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
