import { useQueryClient } from "@tanstack/react-query";
import { createTariff, deleteTariff, importTariffs, saveTariff } from "../../api/tariff";
import type { TariffRow } from "../../contract/tariff";
import { TariffScreen } from "../../widgets/lookup/TariffScreen";
import { keys } from "../queries/keys";
import { useLookup } from "../queries/lookup";
import { useSessionUser } from "../queries/shell";

/** /af_tariff_details: the organisation's tariffs; an edit or import refreshes the table. */
export default function TariffPage() {
  const who = useSessionUser();
  const client = useQueryClient();
  const state = useLookup<TariffRow>("tariffs");
  const refresh = () =>
    client.invalidateQueries({ queryKey: keys.lookup(who, "tariffs", {}).slice(0, -1) });
  return (
    <TariffScreen
      {...state}
      onImport={async (file) => {
        const result = await importTariffs(file);
        await refresh();
        return result;
      }}
      onCreate={async (fields) => {
        await createTariff(fields);
        await refresh();
      }}
      onDelete={async (row) => {
        try {
          await deleteTariff(row.id, row.version);
        } finally {
          // A stale row (409) is shown as it now is.
          await refresh();
        }
      }}
      onSaveNormal={async (row, normal) => {
        const ratio = (n: number) =>
          row.normal ? Math.round((n / row.normal) * normal * 100) / 100 : n;
        const { id, route: _route, version, ...fields } = row;
        await saveTariff(id, {
          ...fields,
          normal,
          q45: ratio(row.q45),
          q100: ratio(row.q100),
          q300: ratio(row.q300),
          q500: ratio(row.q500),
          q1000: ratio(row.q1000),
          version,
        });
        await refresh();
      }}
    />
  );
}
