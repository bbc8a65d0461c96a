import { TARIFF, type TariffCreate, type TariffEdit } from "../contract/tariff";
import { call, callUpload } from "./call";

export const saveTariff = (id: number, body: TariffEdit) =>
  call(TARIFF.edit, { params: { id }, body }, { silent: true });

export const createTariff = (body: TariffCreate) => call(TARIFF.create, { body }, { silent: true });

export const deleteTariff = (id: number, version: number) =>
  call(TARIFF.remove, { params: { id }, query: { version } }, { silent: true });

export function importTariffs(file: File) {
  const form = new FormData();
  form.set("file", file);
  return callUpload(TARIFF.import, form, { silent: true });
}
