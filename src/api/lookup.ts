import type { Page } from "../contract/http";
import { LOOKUP_PATHS, type LookupName, type LookupQuery } from "../contract/lookup";
import { api } from "./client";

/** One page of a lookup tool's table. */
export const fetchLookup = <T>(name: LookupName, query: LookupQuery, signal?: AbortSignal) =>
  api.get<Page<T>>(LOOKUP_PATHS[name], { query, silent: true, signal });
