import { formatNumber } from "../../domain/format";
import { type RateBreaks, WEIGHT_BREAKS } from "../../domain/rates";
import type { LookupColumn } from "./LookupScreen";

/** The minimum, normal and weight-break columns every rate table shows. */
export function rateColumns<T extends RateBreaks>(
  t: (key: "colMinimum" | "colNormal") => string,
): LookupColumn<T>[] {
  const money = (n: number) => formatNumber(n, 2);
  return [
    {
      id: "minimum",
      header: t("colMinimum"),
      sortable: true,
      align: "end",
      cell: (r) => money(r.minimum),
    },
    {
      id: "normal",
      header: t("colNormal"),
      sortable: true,
      align: "end",
      cell: (r) => money(r.normal),
    },
    ...WEIGHT_BREAKS.map(
      (b): LookupColumn<T> => ({
        id: b,
        header: `+${b.slice(1)}`,
        sortable: true,
        align: "end",
        cell: (r) => money(r[b]),
      }),
    ),
  ];
}
