import { keepPreviousData, useQuery } from "@tanstack/react-query";
import * as React from "react";
import { exportLookup, fetchLookup } from "../../api/lookup";
import type { LookupName, LookupQuery } from "../../contract/lookup";
import { useDebounced } from "../../ui/use-debounced";
import type { LookupSort, LookupState } from "../../widgets/lookup/LookupScreen";
import { saveBlob } from "../download";
import { keys } from "./keys";
import { loadableOf, useSessionUser } from "./shell";

/** A keyword asked (查询) waits this long; an answer for an older keyword is cancelled. */
const TYPING_SETTLE_MS = 150;
const PAGE_SIZE = 20;

/**
 * The state of one lookup page: keyword (applied with 查询), page and sort, asked of the server;
 * the last answer stays on screen while the next one comes. Reference data does not change
 * while the app runs, so an answer is never refetched.
 */
export function useLookup<T>(
  name: LookupName,
  /** Filters beyond the keyword (the flights' date). */
  filters: Partial<Pick<LookupQuery, "date">> = {},
): LookupState<T> {
  const who = useSessionUser();
  const [keyword, setKeyword] = React.useState("");
  const [page, setPage] = React.useState(1);
  const [sort, setSort] = React.useState<LookupSort>(null);
  const typed = useDebounced(keyword.trim(), TYPING_SETTLE_MS);
  const query: LookupQuery = {
    keyword: typed,
    current: page,
    size: PAGE_SIZE,
    ...filters,
    ...(sort ? { sort: sort.key, order: sort.desc ? "desc" : "asc" } : {}),
  };
  const answer = useQuery({
    queryKey: keys.lookup(who, name, query),
    queryFn: ({ signal }) => fetchLookup<T>(name, query, signal),
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return {
    keyword,
    result: loadableOf(answer),
    refreshing: answer.isPlaceholderData,
    sort,
    onKeywordChange: (next) => {
      setKeyword(next);
      setPage(1);
    },
    onSort: (next) => {
      setSort(next);
      setPage(1);
    },
    onPage: setPage,
    onRetry: () => void answer.refetch(),
    exportTable: name,
    onExport: async ({ mode, columns, ids }) => {
      const file = await exportLookup(name, {
        mode,
        columns,
        query,
        ...(mode === "selected" ? { ids } : {}),
      });
      saveBlob(file.blob, file.fileName ?? `${name}.xlsx`);
      return Number(file.headers.get("x-row-count") ?? "0");
    },
  };
}
