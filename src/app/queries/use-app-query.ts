import { type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { afterPaint } from "../after-paint";

type AppQueryOptions<T, K extends QueryKey> = Omit<UseQueryOptions<T, Error, T, K>, "queryFn"> & {
  queryFn: () => Promise<T>;
};

/**
 * `useQuery` for the app's reads, with the one performance rule of the data layer: a fetch starts
 * once the page's first frame is on screen (app/after-paint.ts). Why: a signed-in page load asks
 * for a dozen things in its first commit; sent at once, their answers render while the first frame
 * is still being drawn, which Lighthouse counts as blocking time (docs/decisions.md §21, §24, §27;
 * the A/B is in docs/perf-journal.md §27).
 */
export function useAppQuery<T, K extends QueryKey>(options: AppQueryOptions<T, K>) {
  const { queryFn } = options;
  return useQuery<T, Error, T, K>({ ...options, queryFn: () => afterPaint().then(queryFn) });
}
