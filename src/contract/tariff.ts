import * as v from "valibot";
import { INT32_MAX, intText, versionNumber } from "../domain/integers";
import {
  TARIFF_FIELDS_SCHEMA,
  type TariffFields,
  type TariffImportResult,
  type TariffRow,
} from "../domain/tariff";
import { endpoint } from "./endpoint";
import type { Page } from "./http";

const EDIT = "button:af_tariff_edit";

/** PUT's body: the fields and the version the editor read (409 when stale). */
export const TARIFF_EDIT_SCHEMA = v.object({
  ...(TARIFF_FIELDS_SCHEMA.pipe[0] as (typeof TARIFF_FIELDS_SCHEMA.pipe)[0]).entries,
  version: versionNumber(),
});

/**
 * The organisation's own tariffs (/af_tariff_details): the page and its export are the lookup's
 * (LOOKUPS.tariffs); create, edit and delete with the row's version, and the .xlsx import.
 */
export const TARIFF = {
  create: endpoint<null>()({
    method: "POST",
    path: "/afbase/tariff",
    permission: EDIT,
    body: TARIFF_FIELDS_SCHEMA,
  }),
  edit: endpoint<null>()({
    method: "PUT",
    path: "/afbase/tariff/:id{[0-9]{1,9}}",
    permission: EDIT,
    body: TARIFF_EDIT_SCHEMA,
  }),
  /** 409 when the version is stale, 404 when the row is gone. */
  remove: endpoint<null>()({
    method: "DELETE",
    path: "/afbase/tariff/:id{[0-9]{1,9}}",
    permission: EDIT,
    query: v.object({ version: intText(1, INT32_MAX, "请提供版本号") }),
  }),
  import: endpoint<TariffImportResult>()({
    method: "POST",
    path: "/afbase/tariff/import",
    permission: EDIT,
    upload: true,
  }),
};

export type TariffPage = Page<TariffRow>;
/** POST /afbase/tariff: a new route and carrier (409 when it exists). */
export type TariffCreate = TariffFields;
export type TariffEdit = TariffFields & { version: number };
export type { TariffFields, TariffImportResult, TariffRow };
