import type { Page } from "../contract/http";
import {
  LOOKUP_EXPORT_PATHS,
  LOOKUP_PATHS,
  type LookupExportBody,
  type LookupName,
  type LookupQuery,
} from "../contract/lookup";
import { api, requestBlob } from "./client";

/** One page of a lookup tool's table. */
export const fetchLookup = <T>(name: LookupName, query: LookupQuery, signal?: AbortSignal) =>
  api.get<Page<T>>(LOOKUP_PATHS[name], { query, silent: true, signal });

/** A lookup table as an .xlsx (the export choice): the file, its name and X-Row-Count. */
export const exportLookup = (name: LookupName, body: LookupExportBody) =>
  requestBlob("POST", LOOKUP_EXPORT_PATHS[name], { json: body, silent: true, timeout: 120_000 });
