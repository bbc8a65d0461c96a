import { formatNumber, formatPieces } from "../../domain/format";
import type { DimensionRow } from "../../domain/plan-confirm";
import { useT } from "../../i18n";
import { shareMessages } from "../../i18n/messages/share";

export type DimensionTableProps = { title: string; rows: DimensionRow[] };

const cm = (value: number | null) => formatNumber(value, Number.isInteger(value) ? 0 : 1);

/** Length × width × height in CM and pieces, one row per dimension item. */
export function DimensionTable({ title, rows }: DimensionTableProps) {
  const t = useT(shareMessages);
  return (
    <div data-slot="dimension-table" className="min-w-0">
      <h3 className="mb-1.5 text-xs font-semibold text-neutral-700">{title}</h3>
      {rows.length === 0 ? (
        <p className="rounded-md border border-dashed border-neutral-200 px-3 py-2 text-xs text-neutral-600">
          {t("noDimensions")}
        </p>
      ) : (
        <table className="w-full overflow-hidden rounded-md text-right text-sm tabular-nums">
          <thead className="bg-neutral-100 text-xs text-neutral-700">
            <tr>
              <th scope="col" className="px-2 py-1.5 font-medium">
                {t("length")}
              </th>
              <th scope="col" className="px-2 py-1.5 font-medium">
                {t("width")}
              </th>
              <th scope="col" className="px-2 py-1.5 font-medium">
                {t("height")}
              </th>
              <th scope="col" className="px-2 py-1.5 font-medium">
                {t("dimensionPieces")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index} className="border-b border-neutral-100 last:border-0">
                <td className="px-2 py-1.5">{cm(row.length)}</td>
                <td className="px-2 py-1.5">{cm(row.width)}</td>
                <td className="px-2 py-1.5">{cm(row.height)}</td>
                <td className="px-2 py-1.5">{formatPieces(row.pieces)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
