import { EMPTY_DISPLAY, formatDateTime, formatPieceWeight } from "../../domain/format";
import type { ShareManifestEntry } from "../../domain/share-link";
import { useLang, useT } from "../../i18n";
import { shareMessages } from "../../i18n/messages/share";
import { shareDetailMessages } from "../../i18n/messages/share-details";
import { cn } from "../cn";
import { CheckIcon } from "../icons";

export type ManifestTableProps = {
  master: ShareManifestEntry | null;
  houses: ShareManifestEntry[];
  /** Export (AF, sea): pre-declared, arrived, released. Import (AI): the five customs times. */
  variant: "export" | "import";
};

type TimeField = [keyof (typeof shareDetailMessages)["zh-CN"], keyof ShareManifestEntry];

const EXPORT_TIMES: TimeField[] = [
  ["predeclared", "provisionTime"],
  ["arrived", "arriveTime"],
  ["released", "passedTime"],
];
const IMPORT_MASTER_TIMES: TimeField[] = [
  ["originalTime", "provisionTime"],
  ["tallyTime", "arriveTime"],
  ["releaseTime", "passedTime"],
  ["allocationApply", "allocationApplyTime"],
  ["allocationArrive", "temporaryArrivalTime"],
];
const IMPORT_HOUSE_TIMES: TimeField[] = IMPORT_MASTER_TIMES.slice(0, 3);

function Steps({ entry, fields }: { entry: ShareManifestEntry; fields: TimeField[] }) {
  const td = useT(shareDetailMessages);
  const lang = useLang();
  return (
    <ol className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-3 sm:gap-1.5">
      {fields.map(([label, key]) => {
        const value = entry[key];
        const done = typeof value === "string" && value.trim() !== "";
        return (
          <li
            key={key}
            className={cn(
              "flex items-center gap-2 rounded-md px-2 py-1 text-xs sm:py-1.5",
              done ? "bg-green-50" : "bg-neutral-50",
            )}
          >
            <span
              className={cn(
                "grid size-4 shrink-0 place-items-center rounded-full",
                done ? "bg-green-700 text-white" : "border border-neutral-300 bg-white",
              )}
              aria-hidden="true"
            >
              {done ? <CheckIcon className="size-3" /> : null}
            </span>
            <span className="flex min-w-0 flex-1 justify-between gap-2 sm:block">
              <span className="block text-neutral-700">{td(label)}</span>
              <span className="block font-medium text-neutral-900 tabular-nums">
                {done ? formatDateTime(value as string, lang) : EMPTY_DISPLAY}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function Facts({ entry }: { entry: ShareManifestEntry }) {
  const t = useT(shareMessages);
  const td = useT(shareDetailMessages);
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-0.5 text-xs">
      <div className="flex gap-1">
        <dt className="text-neutral-600">{t("pieceWeight")}</dt>
        <dd className="font-medium text-neutral-900 tabular-nums">
          {formatPieceWeight(entry.pieceWeightInfo) || EMPTY_DISPLAY}
        </dd>
      </div>
      <div className="flex gap-1">
        <dt className="text-neutral-600">{td("declarationNumber")}</dt>
        <dd className="font-mono font-medium text-neutral-900">
          {entry.declarationNumber || EMPTY_DISPLAY}
        </dd>
      </div>
    </dl>
  );
}

/** The main bill's customs steps, then each house bill with its own. */
export function ManifestTable({ master, houses, variant }: ManifestTableProps) {
  const td = useT(shareDetailMessages);
  const masterFields = variant === "import" ? IMPORT_MASTER_TIMES : EXPORT_TIMES;
  const houseFields = variant === "import" ? IMPORT_HOUSE_TIMES : EXPORT_TIMES;
  return (
    <div data-slot="manifest-table" className="flex flex-col gap-3">
      {master ? (
        <section aria-label={td("masterBill")} className="rounded-md border border-neutral-200 p-3">
          <h3 className="mb-1 text-sm font-semibold text-neutral-900">{td("masterBill")}</h3>
          <Facts entry={master} />
          <Steps entry={master} fields={masterFields} />
        </section>
      ) : null}
      {houses.length > 0 ? (
        <section aria-label={td("houseBills", { n: houses.length })}>
          <h3 className="mb-1.5 text-sm font-semibold text-neutral-900">
            {td("houseBills", { n: houses.length })}
          </h3>
          <ul className="flex flex-col gap-2">
            {houses.map((house, index) => (
              <li
                key={`${house.hawbNumber ?? ""}-${index}`}
                className="rounded-md border border-neutral-200 p-3"
              >
                <p className="mb-1 font-mono text-sm font-semibold text-neutral-900">
                  <span className="sr-only">{td("houseBill")} </span>
                  {house.hawbNumber || EMPTY_DISPLAY}
                </p>
                <Facts entry={house} />
                <Steps entry={house} fields={houseFields} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
