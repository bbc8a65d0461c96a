import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchReferenceData, fetchReferenceVersion } from "../../api/reference";
import type { ReferenceData } from "../../domain/reference";
import { keys } from "../queries/keys";

/**
 * The reference data of seed 000 §3 (airlines, countries, hot export and import cities): the
 * version first, then each file by its hash (the browser's cache serves a file it has seen). Asked
 * for once a session (signing out clears the cache); only the shell asks, so never on /login or
 * the share page. A failed load leaves the pickers to the lookups: no toast, no retry storm.
 */
export const referenceQueries = {
  data: () =>
    queryOptions({
      queryKey: keys.reference(),
      queryFn: async () => fetchReferenceData(await fetchReferenceVersion()),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

/** The session's reference data for the forms that ask for an airline, a country or a station. */
export function useReferenceData(): ReferenceData | null {
  return useQuery(referenceQueries.data()).data ?? null;
}
