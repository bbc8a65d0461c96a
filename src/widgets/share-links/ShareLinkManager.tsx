import * as React from "react";
import { formatDateTime } from "../../domain/format";
import type {
  CreatedShareLink,
  ShareLinkSummary,
  ShareOrderSummary,
} from "../../domain/share-link";
import { SHARE_LINK_MAX_DAYS } from "../../domain/share-link";
import { useLang, useT } from "../../i18n";
import { shareMessages } from "../../i18n/messages/share";
import { shareLinkMessages } from "../../i18n/messages/share-links";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { cn } from "../../ui/cn";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { Field } from "../../ui/field";
import { Input } from "../../ui/input";

export type ShareLinkManagerProps = {
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  orders: ShareOrderSummary[];
  selectedOrder: string | null;
  onSelectOrder: (orderCode: string) => void;
  links: ShareLinkSummary[];
  days: number;
  onDaysChange: (days: number) => void;
  onCreate: () => void;
  creating?: boolean;
  /** The link just made: its URL carries the token and is shown this once. */
  created?: CreatedShareLink | null;
  copied?: boolean;
  onCopy: (url: string) => void;
  /** Called once the user has confirmed; a revoked link cannot be brought back. */
  onRevoke: (id: number) => void;
  error?: string | null;
  /** Open the confirmation for this link at once (stories). */
  initialRevokeId?: number | null;
};

const STATUS_TONE = { active: "success", expired: "neutral", revoked: "danger" } as const;

/** Staff screen: pick an order, hand out a link with a lifetime, list and revoke its links. */
export function ShareLinkManager({
  keyword,
  onKeywordChange,
  orders,
  selectedOrder,
  onSelectOrder,
  links,
  days,
  onDaysChange,
  onCreate,
  creating = false,
  created,
  copied = false,
  onCopy,
  onRevoke,
  error,
  initialRevokeId = null,
}: ShareLinkManagerProps) {
  const t = useT(shareLinkMessages);
  const [revoking, setRevoking] = React.useState<number | null>(initialRevokeId);
  const ts = useT(shareMessages);
  const lang = useLang();
  const order = orders.find((o) => o.orderCode === selectedOrder) ?? null;
  return (
    <div
      data-slot="share-link-manager"
      className="mx-auto flex max-w-[1400px] flex-col gap-4 px-4 py-5 sm:px-6"
    >
      <div>
        <h1 className="text-xl font-semibold text-neutral-900">{t("title")}</h1>
        <p className="mt-1 text-sm text-neutral-600">{t("subtitle")}</p>
      </div>
      <div className="grid gap-4 md:grid-cols-[minmax(16rem,22rem)_1fr]">
        <section
          aria-label={t("orders")}
          className="flex min-w-0 flex-col gap-2 rounded-md border border-neutral-200 bg-white p-3"
        >
          <Field label={t("search")}>
            <Input
              type="search"
              value={keyword}
              onChange={(event) => onKeywordChange(event.target.value)}
            />
          </Field>
          {orders.length === 0 ? (
            <p className="py-6 text-center text-sm text-neutral-600">{t("noOrders")}</p>
          ) : (
            <ul className="flex flex-col gap-1">
              {orders.map((o) => (
                <li key={o.orderCode}>
                  <button
                    type="button"
                    aria-pressed={o.orderCode === selectedOrder}
                    onClick={() => onSelectOrder(o.orderCode)}
                    className={cn(
                      "flex w-full flex-col rounded-md border px-3 py-2 text-left",
                      o.orderCode === selectedOrder
                        ? "border-brand bg-brand-50"
                        : "border-transparent hover:bg-neutral-50",
                    )}
                  >
                    <span className="flex items-center gap-2 text-sm font-medium text-neutral-900">
                      {o.orderCode}
                      <Badge tone="brand">{ts(`view${o.view as "AF"}`)}</Badge>
                    </span>
                    <span className="font-mono text-xs text-neutral-700">{o.orderNumber}</span>
                    <span className="text-xs text-neutral-600">
                      {[o.departure, o.arrival].filter(Boolean).join(" → ")} ·{" "}
                      {t("activeLinks", { n: o.activeLinks })}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section
          aria-label={t("links")}
          className="flex min-w-0 flex-col gap-3 rounded-md border border-neutral-200 bg-white p-4"
        >
          {!order ? (
            <p className="py-10 text-center text-sm text-neutral-600">{t("chooseOrder")}</p>
          ) : (
            <>
              <h2 className="text-base font-semibold text-neutral-900">
                {t("links")} · {order.orderCode}
              </h2>
              <form
                className="flex flex-wrap items-end gap-2"
                onSubmit={(event) => {
                  event.preventDefault();
                  onCreate();
                }}
              >
                <Field label={t("days")} className="w-32">
                  <Input
                    type="number"
                    min={1}
                    max={SHARE_LINK_MAX_DAYS}
                    value={days}
                    onChange={(event) => onDaysChange(Number(event.target.value))}
                  />
                </Field>
                <Button type="submit" loading={creating}>
                  {creating ? t("creating") : t("create")}
                </Button>
              </form>
              {error ? (
                <p role="alert" className="text-sm text-red-700">
                  {error}
                </p>
              ) : null}
              {created ? (
                <div className="rounded-md border border-green-200 bg-green-50 p-3">
                  <p className="text-sm font-medium text-green-900">{t("created")}</p>
                  <p className="mt-1 font-mono text-xs break-all text-neutral-900">{created.url}</p>
                  <div className="mt-2 flex items-center gap-3">
                    <Button size="sm" variant="outline" onClick={() => onCopy(created.url)}>
                      {copied ? t("copied") : t("copy")}
                    </Button>
                    <span className="text-xs text-neutral-700">
                      {t("expiresAt", { time: formatDateTime(created.expiresAt, lang) })}
                    </span>
                  </div>
                </div>
              ) : null}
              {links.length === 0 ? (
                <p className="py-6 text-center text-sm text-neutral-600">{t("noLinks")}</p>
              ) : (
                <div className="overflow-x-auto">
                  <table className="w-full text-left text-sm">
                    <thead className="bg-neutral-50 text-xs text-neutral-700">
                      <tr>
                        <th scope="col" className="px-3 py-2 font-semibold">
                          {t("createdAt")}
                        </th>
                        <th scope="col" className="px-3 py-2 font-semibold">
                          {t("expires")}
                        </th>
                        <th scope="col" className="px-3 py-2 font-semibold">
                          {t("createdBy")}
                        </th>
                        <th scope="col" className="px-3 py-2 font-semibold">
                          {t("status")}
                        </th>
                        <th scope="col" className="px-3 py-2 font-semibold">
                          <span className="sr-only">{t("actions")}</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {links.map((link) => (
                        <tr key={link.id} className="border-t border-neutral-100">
                          <td className="px-3 py-2 tabular-nums">
                            {formatDateTime(link.createdAt, lang)}
                          </td>
                          <td className="px-3 py-2 tabular-nums">
                            {formatDateTime(link.expiresAt, lang)}
                          </td>
                          <td className="px-3 py-2">{link.createdBy ?? "-"}</td>
                          <td className="px-3 py-2">
                            <Badge tone={STATUS_TONE[link.status]}>{t(link.status)}</Badge>
                          </td>
                          <td className="px-3 py-2 text-right">
                            {link.status === "active" ? (
                              <Button
                                size="sm"
                                variant="outline"
                                aria-label={t("revokeLabel", { id: link.id })}
                                onClick={() => setRevoking(link.id)}
                              >
                                {t("revoke")}
                              </Button>
                            ) : null}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </>
          )}
        </section>
      </div>
      <ConfirmDialog
        open={revoking !== null}
        title={t("revokeTitle")}
        message={t("revokeConfirm", { order: selectedOrder ?? "" })}
        confirmLabel={t("revoke")}
        tone="danger"
        onConfirm={() => {
          if (revoking !== null) onRevoke(revoking);
          setRevoking(null);
        }}
        onCancel={() => setRevoking(null)}
      />
    </div>
  );
}
