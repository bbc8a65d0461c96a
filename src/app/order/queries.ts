import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { fetchOrderTracks, saveOrderTracks } from "../../api/order";
import type { OrderTracksBody } from "../../contract/order";
import { keys } from "../queries/keys";
import { useSessionUser } from "../queries/shell";
import type { Session } from "../state/session";

type Who = Session["user"];

/**
 * The order feature's server state (decision 0067). Converted so far: an order's tracks (legs,
 * events, manifests, weighing). The order's own save and lock (OrderPage) and the HAWB page
 * still run their saves by hand (tests/unit/app/server-state-shape.test.ts lists them).
 */
export const orderQueries = {
  /** Read with their own version; asked for afresh whenever the order page opens them. */
  tracks: (who: Who, uuid: string) =>
    queryOptions({
      queryKey: keys.orderTracks(who, uuid),
      queryFn: ({ signal }) => fetchOrderTracks(uuid, signal),
      staleTime: 0,
    }),
};

/** Saves the tracks under the version they were read with; a stale one answers 409. */
export function useSaveOrderTracks(uuid: string) {
  const who = useSessionUser();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderTracksBody) => saveOrderTracks(uuid, body),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.orderTracks(who, uuid) }),
  });
}
