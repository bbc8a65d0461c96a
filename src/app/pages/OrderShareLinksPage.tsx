import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { useSearch } from "wouter";
import type { ShareLinkSummary, ShareOrderSummary } from "../../domain/share-link";
import { useDebounced } from "../../ui/use-debounced";
import { ShareLinkManager } from "../../widgets/share-links/ShareLinkManager";
import { errorText, useSessionUser } from "../queries/shell";
import { shareLinkQueries, useCreateShareLink, useRevokeShareLink } from "../share-links/queries";

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
  const [copied, setCopied] = React.useState(false);

  const who = useSessionUser();
  const typed = useDebounced(keyword, SEARCH_SETTLE_MS);
  const orders = useQuery(shareLinkQueries.orders(who, typed));
  const links = useQuery({
    ...shareLinkQueries.links(who, selected ?? ""),
    enabled: selected !== null,
  });
  const create = useCreateShareLink();
  const revoke = useRevokeShareLink();

  const select = (orderCode: string) => {
    setSelected(orderCode);
    setCopied(false);
    create.reset();
    revoke.reset();
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
      onCreate={() => {
        if (!selected) return;
        revoke.reset();
        setCopied(false);
        create.mutate({ orderCode: selected, days });
      }}
      creating={create.isPending}
      created={create.data ?? null}
      copied={copied}
      onCopy={(url) => {
        void navigator.clipboard?.writeText(url).then(
          () => setCopied(true),
          () => setCopied(false),
        );
      }}
      onRevoke={(id) => {
        if (selected) revoke.mutate({ id, orderCode: selected });
      }}
      error={errorText(create.error ?? revoke.error)}
    />
  );
}
