import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { orderShareApi } from "../../api/share-links";
import type { ShareLinkSummary, ShareOrderSummary } from "../../domain/share-link";
import { keys } from "../queries/keys";
import { useSessionUser } from "../queries/shell";
import type { Session } from "../state/session";

type Who = Session["user"];

/** /order_share_links: the order search and an order's links (docs/share-links.md). */
export const shareLinkQueries = {
  orders: (who: Who, keyword: string) =>
    queryOptions({
      queryKey: keys.shareOrders(who, keyword),
      queryFn: () => orderShareApi.orders(keyword),
      placeholderData: keepPreviousData,
    }),
  links: (who: Who, orderCode: string) =>
    queryOptions({
      queryKey: keys.shareLinks(who, orderCode),
      queryFn: () => orderShareApi.links(orderCode),
    }),
};

/**
 * A link made or revoked changes the order's list of links and its count of active links in the
 * order search (issue 34: the count said 0 until a reload); both are asked for again.
 */
function refreshAfter(client: QueryClient, who: Who) {
  return Promise.all([
    client.invalidateQueries({ queryKey: keys.shareLinksOf(who) }),
    client.invalidateQueries({ queryKey: keys.shareOrdersOf(who) }),
  ]);
}

export function useCreateShareLink() {
  const who = useSessionUser();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { orderCode: string; days: number }) =>
      orderShareApi.create(input.orderCode, input.days),
    onSuccess: () => refreshAfter(client, who),
  });
}

/**
 * Revoking shows at once: the link turns revoked and the order's count drops before the server
 * answers (the list would otherwise flicker back); a failure puts both back.
 */
export function useRevokeShareLink() {
  const who = useSessionUser();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; orderCode: string }) => orderShareApi.revoke(input.id),
    onMutate: async ({ id, orderCode }) => {
      const linksKey = keys.shareLinks(who, orderCode);
      await Promise.all([
        client.cancelQueries({ queryKey: linksKey }),
        client.cancelQueries({ queryKey: keys.shareOrdersOf(who) }),
      ]);
      const links = client.getQueryData<ShareLinkSummary[]>(linksKey);
      const orders = client.getQueriesData<ShareOrderSummary[]>({
        queryKey: keys.shareOrdersOf(who),
      });
      const wasActive = links?.some((l) => l.id === id && l.status === "active") ?? false;
      client.setQueryData<ShareLinkSummary[]>(linksKey, (old) =>
        old?.map((l) => (l.id === id ? { ...l, status: "revoked" } : l)),
      );
      if (wasActive) {
        client.setQueriesData<ShareOrderSummary[]>({ queryKey: keys.shareOrdersOf(who) }, (old) =>
          old?.map((o) =>
            o.orderCode === orderCode ? { ...o, activeLinks: Math.max(0, o.activeLinks - 1) } : o,
          ),
        );
      }
      return { linksKey, links, orders };
    },
    onError: (_error, _input, context) => {
      if (!context) return;
      client.setQueryData(context.linksKey, context.links);
      for (const [key, data] of context.orders) client.setQueryData(key, data);
    },
    onSettled: () => refreshAfter(client, who),
  });
}
