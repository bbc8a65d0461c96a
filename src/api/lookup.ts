import type { Page } from "../contract/http";
import {
  LOOKUPS,
  type LookupExportBody,
  type LookupName,
  type LookupQuery,
} from "../contract/lookup";
import { call, callFile } from "./call";

/** One page of a lookup tool's table. */
export const fetchLookup = <T>(name: LookupName, query: LookupQuery, signal?: AbortSignal) =>
  call(LOOKUPS[name].page, { query }, { silent: true, signal }) as Promise<Page<T>>;

/** A lookup table as an .xlsx (the export choice): the file, its name and X-Row-Count. */
export const exportLookup = (name: LookupName, body: LookupExportBody) =>
  callFile(LOOKUPS[name].export, { body }, { silent: true, timeout: 120_000 });
