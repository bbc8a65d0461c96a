import { formatNumber } from "../../domain/format";
import { type RateBreaks, WEIGHT_BREAKS } from "../../domain/rates";
import type { LookupColumn } from "./LookupScreen";

/** The minimum, normal and weight-break columns every rate table shows. */
export function rateColumns<T extends RateBreaks>(
  t: (key: "colMinimum" | "colNormal") => string,
): LookupColumn<T>[] {
  const money = (n: number) => (
    <span className="block text-right tabular-nums">{formatNumber(n, 2)}</span>
  );
  return [
    { id: "minimum", header: t("colMinimum"), sortable: true, cell: (r) => money(r.minimum) },
    { id: "normal", header: t("colNormal"), sortable: true, cell: (r) => money(r.normal) },
    ...WEIGHT_BREAKS.map(
      (b): LookupColumn<T> => ({
        id: b,
        header: `+${b.slice(1)}`,
        sortable: true,
        cell: (r) => money(r[b]),
      }),
    ),
  ];
}
