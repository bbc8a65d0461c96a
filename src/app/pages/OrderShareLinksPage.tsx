import * as React from "react";
import { ApiError } from "../../api/client";
import { orderShareApi } from "../../api/share-links";
import type {
  CreatedShareLink,
  ShareLinkSummary,
  ShareOrderSummary,
} from "../../domain/share-link";
import { ShareLinkManager } from "../../widgets/share-links/ShareLinkManager";

const DEFAULT_DAYS = 30;

/** Staff screen: issue, list and revoke the customers' tracking links for an order. */
export default function OrderShareLinksPage() {
  const [keyword, setKeyword] = React.useState("");
  const [orders, setOrders] = React.useState<ShareOrderSummary[]>([]);
  const [selected, setSelected] = React.useState<string | null>(null);
  const [links, setLinks] = React.useState<ShareLinkSummary[]>([]);
  const [days, setDays] = React.useState(DEFAULT_DAYS);
  const [creating, setCreating] = React.useState(false);
  const [created, setCreated] = React.useState<CreatedShareLink | null>(null);
  const [copied, setCopied] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  React.useEffect(() => {
    let live = true;
    const timer = window.setTimeout(() => {
      orderShareApi
        .orders(keyword)
        .then((list) => live && setOrders(list))
        .catch(() => live && setOrders([]));
    }, 200);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [keyword]);

  const loadLinks = React.useCallback((orderCode: string) => {
    orderShareApi
      .links(orderCode)
      .then(setLinks)
      .catch(() => setLinks([]));
  }, []);

  const select = (orderCode: string) => {
    setSelected(orderCode);
    setCreated(null);
    setCopied(false);
    setError(null);
    loadLinks(orderCode);
  };

  const create = async () => {
    if (!selected) return;
    setCreating(true);
    setError(null);
    try {
      setCreated(await orderShareApi.create(selected, days));
      setCopied(false);
      loadLinks(selected);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setCreating(false);
    }
  };

  const revoke = async (id: number) => {
    try {
      await orderShareApi.revoke(id);
      if (selected) loadLinks(selected);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    }
  };

  return (
    <ShareLinkManager
      keyword={keyword}
      onKeywordChange={setKeyword}
      orders={orders}
      selectedOrder={selected}
      onSelectOrder={select}
      links={links}
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
