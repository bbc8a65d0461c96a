import * as React from "react";
import { ORDER_PAGE_PATH } from "../../domain/order";
import { useT } from "../../i18n";
import { notificationMessages } from "../../i18n/messages/notification";
import { Badge, CountBadge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Dialog, DialogContent } from "../../ui/dialog";
import { Field } from "../../ui/field";
import { ListBody, type ListColumn, useListDate } from "../../ui/list-screen";
import type { Loadable } from "../../ui/loadable";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs";
import { Textarea } from "../../ui/textarea";

export type NotificationItem = {
  id: number;
  title: string;
  createTime: string;
  kind: string;
  /** An approval decided here (an order's unlock application). */
  decidable?: boolean;
  /** The order an approval is about: its title links to the order page (issue 34). */
  orderUuid?: string;
  /** Approvals: the version the decision names. */
  version?: number;
};
export type NotificationPage = {
  total: number;
  current: number;
  size: number;
  records: NotificationItem[];
};
export type NotificationTab = "0" | "1";

export type NotificationScreenProps = {
  /** Seed 000 §2.3: id '0' opens approvals, '1' messages. */
  tab: NotificationTab;
  counts: { approvals: number; messages: number };
  list: Loadable<NotificationPage>;
  /** The message being marked read. */
  busyId: number | null;
  onTabChange: (tab: NotificationTab) => void;
  onPage: (current: number) => void;
  onMarkRead: (item: NotificationItem) => void;
  /** Approve a decidable approval. */
  onApprove: (item: NotificationItem) => void;
  /** Reject a decidable approval with the reason the approver gave. */
  onReject: (item: NotificationItem, reason: string) => void;
  onRetry: () => void;
  /** Opens an approval's order (in the app, without a reload). */
  onOpenOrder?: (orderUuid: string) => void;
  /** The approval whose reject dialog is open (stories open it directly). */
  rejecting?: NotificationItem | null;
};

/** /notification: pending approvals and unread messages, from the same calls as the counters. */
export function NotificationScreen(props: NotificationScreenProps) {
  const t = useT(notificationMessages);
  const date = useListDate();
  const [rejecting, setRejecting] = React.useState<NotificationItem | null>(
    props.rejecting ?? null,
  );
  const kind = (k: string) => {
    const key = `kind${k}` as Parameters<typeof t>[0];
    const text = t(key);
    return text === key ? k : text;
  };
  const columns: ListColumn<NotificationItem>[] = [
    {
      id: "title",
      header: t("colTitle"),
      cell: (row) => {
        const uuid = row.orderUuid;
        if (!uuid) return <span className="text-neutral-900">{row.title}</span>;
        return (
          <a
            href={`${ORDER_PAGE_PATH}?uuid=${encodeURIComponent(uuid)}`}
            className="text-brand-700 underline-offset-2 hover:underline"
            onClick={(event) => {
              if (!props.onOpenOrder || event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              props.onOpenOrder(uuid);
            }}
          >
            {row.title}
          </a>
        );
      },
      text: (row) => row.title,
      maxWidth: "max-w-[32rem]",
    },
    { id: "kind", header: t("colKind"), cell: (row) => <Badge>{kind(row.kind)}</Badge> },
    {
      id: "time",
      header: t("colTime"),
      cell: (row) => (
        <time dateTime={row.createTime} className="tabular-nums text-neutral-700">
          {date(row.createTime)}
        </time>
      ),
    },
    props.tab === "1"
      ? {
          id: "action",
          header: t("colAction"),
          actions: true,
          cell: (row) => (
            <Button
              variant="link"
              size="sm"
              aria-label={t("markReadItem", { title: row.title })}
              loading={props.busyId === row.id}
              onClick={() => props.onMarkRead(row)}
            >
              {t("markRead")}
            </Button>
          ),
        }
      : {
          id: "action",
          header: t("colAction"),
          actions: true,
          cell: (row) =>
            row.decidable ? (
              <div className="flex gap-1 whitespace-nowrap">
                <Button
                  variant="link"
                  size="sm"
                  aria-label={t("approveItem", { title: row.title })}
                  loading={props.busyId === row.id}
                  onClick={() => props.onApprove(row)}
                >
                  {t("approve")}
                </Button>
                <Button
                  variant="link"
                  size="sm"
                  className="text-red-700"
                  aria-label={t("rejectItem", { title: row.title })}
                  disabled={props.busyId === row.id}
                  onClick={() => setRejecting(row)}
                >
                  {t("reject")}
                </Button>
              </div>
            ) : null,
        },
  ];
  return (
    <div
      data-slot="notification-screen"
      className="flex w-full min-w-0 flex-col gap-4 px-4 py-5 sm:px-6"
    >
      <h1 className="text-xl font-semibold text-neutral-900">{t("title")}</h1>
      <Tabs value={props.tab} onValueChange={(v) => props.onTabChange(v as NotificationTab)}>
        <TabsList>
          <TabsTrigger value="0">
            {t("approvals")}
            <CountBadge count={props.counts.approvals} label={t("approvals")} />
          </TabsTrigger>
          <TabsTrigger value="1">
            {t("messages")}
            <CountBadge count={props.counts.messages} label={t("messages")} />
          </TabsTrigger>
        </TabsList>
        {(["0", "1"] as const).map((tab) => (
          <TabsContent key={tab} value={tab}>
            {tab !== props.tab ? null : (
              <ListBody<NotificationItem>
                caption={t(tab === "0" ? "approvals" : "messages")}
                result={props.list}
                onRetry={props.onRetry}
                onPage={props.onPage}
                columns={columns}
                getRowId={(r) => String(r.id)}
                card={{ title: "title", fields: ["kind", "time"] }}
                empty={{ text: t(tab === "0" ? "empty0" : "empty1") }}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
      <RejectDialog
        item={rejecting}
        busy={rejecting !== null && props.busyId === rejecting.id}
        onClose={() => setRejecting(null)}
        onReject={(item, reason) => {
          props.onReject(item, reason);
          setRejecting(null);
        }}
      />
    </div>
  );
}

/** The approver's reason for a rejection: required, at most 200 characters. */
function RejectDialog(props: {
  item: NotificationItem | null;
  busy: boolean;
  onClose: () => void;
  onReject: (item: NotificationItem, reason: string) => void;
}) {
  const t = useT(notificationMessages);
  const [reason, setReason] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const item = props.item;
  const submit = () => {
    if (!item) return;
    const text = reason.trim();
    if (text === "") {
      setError(t("reasonRequired"));
      return;
    }
    props.onReject(item, text);
    setReason("");
    setError(null);
  };
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) {
          setError(null);
          props.onClose();
        }
      }}
    >
      <DialogContent
        width="sm"
        title={t("rejectTitle")}
        description={item?.title}
        closeLabel={t("close")}
        footer={
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={props.onClose}>
              {t("cancel")}
            </Button>
            <Button variant="danger" loading={props.busy} onClick={submit}>
              {t("rejectConfirm")}
            </Button>
          </div>
        }
      >
        <Field label={t("rejectReason")} error={error ?? undefined} required>
          <Textarea
            value={reason}
            maxLength={200}
            onChange={(e) => {
              setReason(e.target.value);
              if (error) setError(null);
            }}
          />
        </Field>
      </DialogContent>
    </Dialog>
  );
}
