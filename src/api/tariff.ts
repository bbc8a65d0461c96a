import {
  TARIFF_PATHS,
  type TariffCreate,
  type TariffEdit,
  type TariffImportResult,
} from "../contract/tariff";
import { api, uploadForm } from "./client";

export const saveTariff = (id: number, body: TariffEdit) =>
  api.put<null>(TARIFF_PATHS.edit(id), { json: body, silent: true });

export const createTariff = (body: TariffCreate) =>
  api.post<null>(TARIFF_PATHS.create, { json: body, silent: true });

export const deleteTariff = (id: number, version: number) =>
  api.delete<null>(TARIFF_PATHS.remove(id, version), { silent: true });

export function importTariffs(file: File) {
  const form = new FormData();
  form.set("file", file);
  return uploadForm<TariffImportResult>(TARIFF_PATHS.import, form, { silent: true });
}
