import * as React from "react";
import * as v from "valibot";
import type { AdminNotice } from "../../contract/hrs-notice";
import {
  beijingLocalToIso,
  NOTICE_MESSAGES,
  NOTICE_TYPES,
  type NoticeInput,
  type NoticeType,
  noticeSchema,
} from "../../domain/hrs-notice";
import { translateSource, useT } from "../../i18n";
import { dashboardMessages } from "../../i18n/messages/dashboard";
import { hrsNoticeMessages } from "../../i18n/messages/hrs-notice";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { Dialog, DialogContent } from "../../ui/dialog";
import { Field } from "../../ui/field";
import { Input } from "../../ui/input";
import { ListBody, type ListColumn, type ListPage, useListDate } from "../../ui/list-screen";
import type { Loadable } from "../../ui/loadable";
import { Select } from "../../ui/select";
import { Textarea } from "../../ui/textarea";

export type NoticeAdminScreenProps = {
  notices: Loadable<AdminNotice[]>;
  onRetry: () => void;
  publishing: boolean;
  onPublishing: (open: boolean) => void;
  onPublish: (input: NoticeInput) => void;
  withdrawing: AdminNotice | null;
  onWithdrawing: (notice: AdminNotice | null) => void;
  onConfirmWithdraw: (notice: AdminNotice) => void;
  busy?: boolean;
  /** The server's refusal of the last publish or withdrawal (its Chinese text). */
  error?: string | null;
};

const TYPE_KEY = { XTGX: "noticeXTGX", HDTG: "noticeHDTG", XTWH: "noticeXTWH" } as const;
/**
 * The dashboard card's tones and names for the types. Not its NoticeTag: importing the card
 * here would split it out of the dashboard's first load into a chunk of its own (vite.config.ts).
 */
const TYPE_TONE = { XTGX: "brand", HDTG: "warning", XTWH: "danger" } as const;

/** Notices per page: the server answers them all, the screen pages them. */
export const NOTICE_PAGE_SIZE = 20;

/**
 * /hrs_notice: the organisation's notices, published now or later, and withdrawn (issue 20),
 * on the template's body (src/ui/list-screen): skeleton rows, the error box, cards on a phone,
 * the pager.
 */
export function NoticeAdminScreen(props: NoticeAdminScreenProps) {
  const t = useT(hrsNoticeMessages);
  const td = useT(dashboardMessages);
  const date = useListDate();
  const [current, setCurrent] = React.useState(1);
  const live = React.useRef(props);
  live.current = props;
  const columns: ListColumn<AdminNotice>[] = [
    {
      id: "title",
      header: t("colTitle"),
      maxWidth: "max-w-md",
      text: (n) => n.noticeTitle,
      cell: (n) => <span className="font-medium text-neutral-900">{n.noticeTitle}</span>,
    },
    {
      id: "type",
      header: t("colType"),
      text: (n) => td(TYPE_KEY[n.noticeType]),
      cell: (n) => (
        <Badge tone={TYPE_TONE[n.noticeType]} className="shrink-0">
          {td(TYPE_KEY[n.noticeType])}
        </Badge>
      ),
    },
    {
      id: "time",
      header: t("colTime"),
      text: (n) => `${date(n.publishTime)} ${n.scheduled ? t("scheduled") : t("live")}`,
      cell: (n) => (
        <span className="inline-flex items-center gap-2 tabular-nums">
          {date(n.publishTime)}
          <Badge tone={n.scheduled ? "warning" : "success"}>
            {n.scheduled ? t("scheduled") : t("live")}
          </Badge>
        </span>
      ),
    },
    {
      id: "actions",
      header: t("colActions"),
      actions: true,
      cell: (n) => (
        <Button
          variant="ghost"
          size="sm"
          aria-label={t("withdrawFor", { title: n.noticeTitle })}
          onClick={() => live.current.onWithdrawing(n)}
        >
          {t("withdraw")}
        </Button>
      ),
    },
  ];
  const { notices } = props;
  // A page past the end (a notice withdrawn) shows the last one.
  const pages =
    notices.status === "ready" ? Math.max(1, Math.ceil(notices.data.length / NOTICE_PAGE_SIZE)) : 1;
  const shown = Math.min(current, pages);
  const page: Loadable<ListPage<AdminNotice>> =
    notices.status === "ready"
      ? {
          status: "ready",
          data: {
            records: notices.data.slice((shown - 1) * NOTICE_PAGE_SIZE, shown * NOTICE_PAGE_SIZE),
            total: notices.data.length,
            current: shown,
            size: NOTICE_PAGE_SIZE,
          },
        }
      : notices;
  const withdrawing = props.withdrawing;
  const publishButton = <Button onClick={() => props.onPublishing(true)}>{t("publish")}</Button>;
  return (
    <div
      data-slot="notice-admin-screen"
      className="flex w-full min-w-0 flex-col gap-4 px-4 py-5 sm:px-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-xl font-semibold text-neutral-900">{t("title")}</h1>
          <p className="mt-1 text-sm text-neutral-700">{t("intro")}</p>
        </div>
        {publishButton}
      </div>
      <ListBody<AdminNotice>
        caption={t("results")}
        result={page}
        onRetry={props.onRetry}
        onPage={setCurrent}
        columns={columns}
        getRowId={(n) => String(n.noticeId)}
        card={{ title: "title", fields: ["type", "time"] }}
        empty={{ text: t("empty"), action: publishButton }}
      />
      <Dialog open={props.publishing} onOpenChange={props.onPublishing}>
        <DialogContent width="md" title={t("publishTitle")} closeLabel={t("close")}>
          <NoticeForm
            onPublish={props.onPublish}
            onCancel={() => props.onPublishing(false)}
            busy={props.busy ?? false}
            error={props.publishing ? (props.error ?? null) : null}
          />
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={withdrawing !== null}
        title={t("withdrawTitle")}
        message={t("withdrawConfirm", { title: withdrawing?.noticeTitle ?? "" })}
        confirmLabel={t("withdraw")}
        cancelLabel={t("cancel")}
        tone="danger"
        busy={props.busy}
        error={
          props.error && withdrawing ? translateSource(hrsNoticeMessages, t, props.error) : null
        }
        onConfirm={() => withdrawing && props.onConfirmWithdraw(withdrawing)}
        onCancel={() => props.onWithdrawing(null)}
      />
    </div>
  );
}

function NoticeForm({
  onPublish,
  onCancel,
  busy,
  error,
}: {
  onPublish: (input: NoticeInput) => void;
  onCancel: () => void;
  busy: boolean;
  error: string | null;
}) {
  const t = useT(hrsNoticeMessages);
  // The type names are the dashboard's, where members see them.
  const td = useT(dashboardMessages);
  const [title, setTitle] = React.useState("");
  const [type, setType] = React.useState<NoticeType>("XTGX");
  const [content, setContent] = React.useState("");
  const [at, setAt] = React.useState("");
  const [issues, setIssues] = React.useState<Record<string, string>>({});
  const text = (message: string | undefined) =>
    message ? translateSource(hrsNoticeMessages, t, message) : undefined;
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        const publishTime = at ? beijingLocalToIso(at) : null;
        if (at && !publishTime) {
          setIssues({ publishTime: NOTICE_MESSAGES.publishTime });
          return;
        }
        const parsed = v.safeParse(noticeSchema, {
          noticeTitle: title,
          noticeType: type,
          content,
          ...(publishTime ? { publishTime } : {}),
        });
        if (!parsed.success) {
          const next: Record<string, string> = {};
          for (const issue of parsed.issues) {
            next[String(issue.path?.[0]?.key ?? "")] ??= issue.message;
          }
          setIssues(next);
          return;
        }
        setIssues({});
        onPublish(parsed.output);
      }}
    >
      <Field label={t("noticeTitle")} error={text(issues.noticeTitle)} required>
        <Input value={title} maxLength={100} onChange={(e) => setTitle(e.target.value)} />
      </Field>
      <Field label={t("noticeType")} required>
        <Select
          value={type}
          onChange={(e) => setType(e.target.value as NoticeType)}
          options={NOTICE_TYPES.map((value) => ({
            value,
            label: `${value} · ${td(TYPE_KEY[value])}`,
          }))}
        />
      </Field>
      <Field label={t("content")} error={text(issues.content)}>
        <Textarea value={content} rows={5} onChange={(e) => setContent(e.target.value)} />
      </Field>
      <Field label={t("publishTime")} hint={t("publishTimeHint")} error={text(issues.publishTime)}>
        <Input type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} />
      </Field>
      {error ? (
        <p
          role="alert"
          className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {text(error)}
        </p>
      ) : null}
      <div className="flex justify-end gap-2 border-t border-neutral-200 pt-4">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? t("saving") : t("save")}
        </Button>
      </div>
    </form>
  );
}
