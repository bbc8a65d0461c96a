import type { TariffFields, TariffImportResult, TariffRow } from "../domain/tariff";
import type { Page } from "./http";

export const TARIFF_PATHS = {
  page: "/afbase/tariff/page",
  create: "/afbase/tariff",
  edit: (id: number) => `/afbase/tariff/${id}`,
  import: "/afbase/tariff/import",
} as const;

export type TariffPage = Page<TariffRow>;
export type TariffEdit = TariffFields & { version: number };
export type { TariffFields, TariffImportResult, TariffRow };
