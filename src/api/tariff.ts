import { TARIFF_PATHS, type TariffEdit, type TariffImportResult } from "../contract/tariff";
import { api, uploadForm } from "./client";

export const saveTariff = (id: number, body: TariffEdit) =>
  api.put<null>(TARIFF_PATHS.edit(id), { json: body, silent: true });

export function importTariffs(file: File) {
  const form = new FormData();
  form.set("file", file);
  return uploadForm<TariffImportResult>(TARIFF_PATHS.import, form, { silent: true });
}
