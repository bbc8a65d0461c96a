import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../../api/client";
import { onSessionEnd } from "../session/policy";

/**
 * The app's one cache of server state (TanStack Query). Policies, in one place:
 * - a failure the server decided (an HTTP status, a business code) is not retried; a dropped
 *   line or a timeout is retried once;
 * - an answer stays fresh for 30 s: pages that open again within that time draw at once;
 * - no refetch when the window regains focus (the counters poll on their own);
 * - 401 (a session that ended) is handled by the client for every call, silent or not
 *   (session/policy.ts), which also clears this cache; other failures show the catalogue toast once, from the client.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) =>
          count < 1 && !(error instanceof ApiError && error.failure.kind !== "network"),
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
// A session that ends takes its cached answers with it.
onSessionEnd(() => queryClient.clear());
