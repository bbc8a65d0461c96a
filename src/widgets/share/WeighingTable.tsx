import { EMPTY_DISPLAY, formatPieces, formatVolume, formatWeight } from "../../domain/format";
import type { CargoWeighingEntry } from "../../domain/order-track";
import { useT } from "../../i18n";
import { shareMessages } from "../../i18n/messages/share";
import { shareDetailMessages } from "../../i18n/messages/share-details";

export type WeighingTableProps = { rows: CargoWeighingEntry[] };

/** Warehouse weighing (001 §2.1): bill number, pieces/weight/volume, dimensions. */
export function WeighingTable({ rows }: WeighingTableProps) {
  const t = useT(shareMessages);
  const td = useT(shareDetailMessages);
  return (
    <div data-slot="weighing-table">
      <h3 className="mb-2 text-sm font-semibold text-neutral-800">{td("weighing")}</h3>
      <div className="overflow-x-auto rounded-md border border-neutral-200">
        <table className="w-full text-left text-xs">
          <thead className="bg-neutral-100 text-neutral-700">
            <tr>
              <th scope="col" className="px-2.5 py-2 font-medium">
                {td("billNumber")}
              </th>
              <th scope="col" className="px-2.5 py-2 text-right font-medium">
                {t("pieces")} / {td("weight")} / {t("volume")}
              </th>
              <th scope="col" className="px-2.5 py-2 font-medium">
                {t("dimensions")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr
                key={`${row.billNumber ?? ""}-${index}`}
                className="border-t border-neutral-100 align-top"
              >
                <td className="px-2.5 py-2 font-mono font-medium text-neutral-900">
                  {row.billNumber || EMPTY_DISPLAY}
                </td>
                <td className="px-2.5 py-2 text-right text-neutral-900 tabular-nums">
                  {formatPieces(row.pieces)} / {formatWeight(row.weight)} /{" "}
                  {formatVolume(row.volume)}
                </td>
                <td className="px-2.5 py-2 text-neutral-800 tabular-nums">
                  {(row.dimensions ?? "")
                    .split(";")
                    .filter(Boolean)
                    .map((item) => (
                      <span key={item} className="block whitespace-nowrap">
                        {item}
                      </span>
                    ))}
                  {row.dimensions ? null : EMPTY_DISPLAY}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
