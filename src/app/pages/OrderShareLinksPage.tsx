import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import * as React from "react";
import { useSearch } from "wouter";
import { ApiError } from "../../api/client";
import { orderShareApi } from "../../api/share-links";
import type {
  CreatedShareLink,
  ShareLinkSummary,
  ShareOrderSummary,
} from "../../domain/share-link";
import { useDebounced } from "../../ui/use-debounced";
import { ShareLinkManager } from "../../widgets/share-links/ShareLinkManager";
import { keys } from "../queries/keys";
import { useSessionUser } from "../queries/shell";

const DEFAULT_DAYS = 30;
/** The order search asks once typing has paused this long. */
const SEARCH_SETTLE_MS = 200;
const NONE: ShareOrderSummary[] = [];
const NONE_LINKS: ShareLinkSummary[] = [];

/** Staff screen: issue, list and revoke the customers' tracking links for an order. */
export default function OrderShareLinksPage() {
  // ?orderCode=… (from an order's page) opens with that order found and chosen.
  const given = new URLSearchParams(useSearch()).get("orderCode")?.trim().slice(0, 64) || null;
  const [keyword, setKeyword] = React.useState(given ?? "");
  const [selected, setSelected] = React.useState<string | null>(given);
  const [days, setDays] = React.useState(DEFAULT_DAYS);
  const [creating, setCreating] = React.useState(false);
  const [created, setCreated] = React.useState<CreatedShareLink | null>(null);
  const [copied, setCopied] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  const who = useSessionUser();
  const client = useQueryClient();
  const typed = useDebounced(keyword, SEARCH_SETTLE_MS);
  const orders = useQuery({
    queryKey: keys.shareOrders(who, typed),
    queryFn: () => orderShareApi.orders(typed),
    placeholderData: keepPreviousData,
  });
  const links = useQuery({
    queryKey: keys.shareLinks(who, selected ?? ""),
    queryFn: () => orderShareApi.links(selected ?? ""),
    enabled: selected !== null,
  });
  const reloadLinks = () => client.invalidateQueries({ queryKey: keys.shareLinksOf(who) });

  const select = (orderCode: string) => {
    setSelected(orderCode);
    setCreated(null);
    setCopied(false);
    setError(null);
  };

  const create = async () => {
    if (!selected) return;
    setCreating(true);
    setError(null);
    try {
      setCreated(await orderShareApi.create(selected, days));
      setCopied(false);
      await reloadLinks();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setCreating(false);
    }
  };

  const revoke = async (id: number) => {
    try {
      await orderShareApi.revoke(id);
      await reloadLinks();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    }
  };

  return (
    <ShareLinkManager
      keyword={keyword}
      onKeywordChange={setKeyword}
      orders={orders.data ?? NONE}
      selectedOrder={selected}
      onSelectOrder={select}
      links={(selected && links.data) || NONE_LINKS}
      days={days}
      onDaysChange={setDays}
      onCreate={() => void create()}
      creating={creating}
      created={created}
      copied={copied}
      onCopy={(url) => {
        void navigator.clipboard?.writeText(url).then(
          () => setCopied(true),
          () => setCopied(false),
        );
      }}
      onRevoke={(id) => void revoke(id)}
      error={error}
    />
  );
}
