import type { TariffFields, TariffImportResult, TariffRow } from "../domain/tariff";
import type { Page } from "./http";

export const TARIFF_PATHS = {
  page: "/afbase/tariff/page",
  create: "/afbase/tariff",
  edit: (id: number) => `/afbase/tariff/${id}`,
  import: "/afbase/tariff/import",
  /** DELETE with ?version=<the row's version>: 409 when stale, 404 when gone. */
  remove: (id: number, version: number) => `/afbase/tariff/${id}?version=${version}`,
  /** POST: the tariffs as an .xlsx (the export choice; LookupExportBody). */
  export: "/afbase/tariff/export",
} as const;

export type TariffPage = Page<TariffRow>;
/** POST /afbase/tariff: a new route and carrier (409 when it exists). */
export type TariffCreate = TariffFields;
export type TariffEdit = TariffFields & { version: number };
export type { TariffFields, TariffImportResult, TariffRow };
