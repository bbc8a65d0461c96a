import type { ActiveCompany } from "../../contract/dashboard";
import { decimalText } from "../../domain/format";
import { useT } from "../../i18n";
import { dashboardMessages } from "../../i18n/messages/dashboard";
import { cn } from "../../ui/cn";
import type { Loadable } from "../../ui/loadable";
import { BlockCard, BlockError, SkeletonLines } from "./BlockCard";

export type { ActiveCompany };

export type ActiveIndexCardProps = {
  companies: Loadable<ActiveCompany[]>;
  onOpen: (company: ActiveCompany) => void;
  onRetry?: () => void;
};

const MEDAL = ["bg-amber-500 text-white", "bg-neutral-400 text-white", "bg-amber-700 text-white"];

/** The network members ranked by activity; a click opens the company's business card. */
export function ActiveIndexCard({ companies, onOpen, onRetry }: ActiveIndexCardProps) {
  const t = useT(dashboardMessages);
  return (
    <BlockCard
      title={t("activeTitle")}
      labelledBy="dash-active"
      actions={<span className="text-xs text-neutral-600">{t("activeHint")}</span>}
    >
      {companies.status === "loading" ? (
        <SkeletonLines rows={10} />
      ) : companies.status === "error" ? (
        <BlockError message={t("failActiveIndex")} onRetry={onRetry} />
      ) : companies.data.length === 0 ? (
        <p className="flex flex-1 items-center justify-center text-sm text-neutral-600">
          {t("activeEmpty")}
        </p>
      ) : (
        <ol className="-my-1 flex flex-col">
          {companies.data.map((c) => {
            const top = companies.data[0]?.activeIndex || 1;
            return (
              <li key={c.id}>
                <button
                  type="button"
                  onClick={() => onOpen(c)}
                  className="flex w-full items-center gap-3 rounded px-1 py-1.5 text-left hover:bg-neutral-50"
                >
                  <span
                    className={cn(
                      "grid size-6 shrink-0 place-items-center rounded-full text-xs font-semibold tabular-nums",
                      MEDAL[c.rankNumber - 1] ?? "bg-neutral-100 text-neutral-700",
                    )}
                  >
                    <span className="sr-only">{t("rank", { n: c.rankNumber })}</span>
                    <span aria-hidden="true">{c.rankNumber}</span>
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col gap-1">
                    <span className="truncate text-sm text-neutral-900 hover:text-brand">
                      {c.orgName}
                    </span>
                    <span aria-hidden="true" className="h-1 rounded-full bg-neutral-100">
                      <span
                        className="block h-1 rounded-full bg-brand-400"
                        style={{
                          width: `${Math.max(4, Math.round((c.activeIndex / top) * 100))}%`,
                        }}
                      />
                    </span>
                  </span>
                  <span className="shrink-0 text-xs text-neutral-700 tabular-nums">
                    <span className="sr-only">{t("activeIndex", { value: c.activeIndex })}</span>
                    <span aria-hidden="true">{decimalText(c.activeIndex, 0, 3)}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </BlockCard>
  );
}
