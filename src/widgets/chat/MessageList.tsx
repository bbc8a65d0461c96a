import * as React from "react";
import type { ChatFile } from "../../contract/chat";
import { formatDecimal, formatMonthDayTime } from "../../domain/format";
import { useLang, useT } from "../../i18n";
import { chatMessages } from "../../i18n/messages/chat";
import { cn } from "../../ui/cn";
import { Spinner } from "../../ui/spinner";
import type { ChatItem } from "./types";

export type MessageListProps = {
  items: ChatItem[];
  loading: boolean;
  hasMore: boolean;
  onLoadEarlier: () => void;
  /** The shown address of an image (an object URL), or null while it loads. */
  imageUrl: (file: ChatFile) => string | null;
  onOpenFile: (file: ChatFile) => void;
  onRetry: (key: string) => void;
  onDiscard: (key: string) => void;
};

/** Closer to the end than this (px), the reader is at the newest message. */
const PINNED_WITHIN = 8;

const fileSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${formatDecimal(bytes / 1024 / 1024, 1)} MB`
    : `${formatDecimal(Math.max(1, bytes / 1024), 0)} KB`;

/**
 * A topic's messages, oldest first. Scrolling to the top loads the page before; a new message at
 * the end scrolls into view, an older page keeps what the reader looked at in place.
 *
 * The list stays pinned to its newest message until the reader scrolls away from it (issue 34:
 * images load after the first scroll and pushed the newest message 62 px down): whatever grows
 * the content while pinned (an image arriving, a placeholder replaced) scrolls to the end again.
 */
export function MessageList(props: MessageListProps) {
  const { items, loading, hasMore, onLoadEarlier } = props;
  const t = useT(chatMessages);
  const ref = React.useRef<HTMLDivElement>(null);
  const content = React.useRef<HTMLDivElement>(null);
  const shape = React.useRef({ first: "", last: "", height: 0 });
  /** Whether the reader is at the newest message (within a few pixels). */
  const pinned = React.useRef(true);
  /** Where the list was last scrolled to, by the reader or by this list. */
  const lastTop = React.useRef(0);

  React.useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const first = items[0]?.key ?? "";
    const last = items.at(-1)?.key ?? "";
    const before = shape.current;
    if (before.first && first !== before.first && last === before.last) {
      // An earlier page came in above: keep the same messages under the reader's eyes.
      el.scrollTop += el.scrollHeight - before.height;
    } else if (last !== before.last) {
      el.scrollTop = el.scrollHeight;
      pinned.current = true;
    }
    lastTop.current = el.scrollTop;
    shape.current = { first, last, height: el.scrollHeight };
  }, [items]);

  React.useEffect(() => {
    const el = ref.current;
    const inner = content.current;
    if (!el || !inner || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (pinned.current) {
        el.scrollTop = el.scrollHeight;
        lastTop.current = el.scrollTop;
      }
      shape.current = { ...shape.current, height: el.scrollHeight };
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const el = ref.current;
    if (!el) return;
    // Only the reader moving up unpins: content that grows under a pinned list (an image
    // arriving) also fires a scroll event, and that one must not count as the reader leaving.
    if (el.scrollHeight - el.scrollTop - el.clientHeight < PINNED_WITHIN) pinned.current = true;
    else if (el.scrollTop < lastTop.current) pinned.current = false;
    lastTop.current = el.scrollTop;
    if (el.scrollTop < 40 && hasMore && !loading) onLoadEarlier();
  };

  return (
    <div
      ref={ref}
      onScroll={onScroll}
      data-testid="chat-messages"
      className="min-h-0 flex-1 overflow-auto bg-neutral-50 px-3 py-2"
    >
      <div ref={content}>
        <div className="flex justify-center py-1 text-xs text-neutral-600">
          {loading ? (
            <span className="flex items-center gap-1.5">
              <Spinner /> {t("loading")}
            </span>
          ) : hasMore ? (
            <button type="button" className="text-brand hover:underline" onClick={onLoadEarlier}>
              {t("loadEarlier")}
            </button>
          ) : items.length > 0 ? (
            <span>{t("noEarlier")}</span>
          ) : null}
        </div>
        {items.length === 0 && !loading ? (
          <p className="py-10 text-center text-sm text-neutral-600">{t("emptyTopic")}</p>
        ) : (
          <ol className="flex flex-col gap-2">
            {items.map((item) => (
              <Bubble key={item.key} item={item} {...props} />
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}

function Bubble({
  item,
  imageUrl,
  onOpenFile,
  onRetry,
  onDiscard,
}: { item: ChatItem } & MessageListProps) {
  const t = useT(chatMessages);
  const lang = useLang();
  const src = item.kind === "image" && item.file ? imageUrl(item.file) : null;
  return (
    <li
      data-key={item.key}
      data-state={item.state}
      className={cn("flex flex-col", item.mine ? "items-end" : "items-start")}
    >
      <div
        className={cn(
          "max-w-[80%] rounded-lg px-3 py-2 text-sm break-words whitespace-pre-wrap",
          item.mine ? "bg-brand text-white" : "border border-neutral-200 bg-white text-neutral-900",
          item.state === "failed" && "opacity-70",
        )}
      >
        {item.kind === "text" ? (
          item.text
        ) : item.kind === "image" && item.file ? (
          <button type="button" onClick={() => item.file && onOpenFile(item.file)}>
            {src ? (
              <img
                src={src}
                alt={t("openImage", { name: item.file.name })}
                className="max-h-48 max-w-full rounded"
              />
            ) : (
              <span className="flex items-center gap-1.5">
                <Spinner /> {t("imageMessage")}
              </span>
            )}
          </button>
        ) : item.file ? (
          <button
            type="button"
            onClick={() => item.file && onOpenFile(item.file)}
            className="flex items-center gap-2 underline-offset-2 hover:underline"
            title={t("download", { name: item.file.name })}
          >
            <span aria-hidden="true">📎</span>
            <span>{item.file.name}</span>
            <span className="text-xs opacity-80">{fileSize(item.file.size)}</span>
          </button>
        ) : null}
      </div>
      <div className="mt-0.5 flex items-center gap-2 text-xs text-neutral-600">
        {item.sentAt ? <span>{formatMonthDayTime(item.sentAt, lang)}</span> : null}
        {item.mine ? <StateLine item={item} onRetry={onRetry} onDiscard={onDiscard} /> : null}
      </div>
    </li>
  );
}

function StateLine({
  item,
  onRetry,
  onDiscard,
}: {
  item: ChatItem;
  onRetry: (key: string) => void;
  onDiscard: (key: string) => void;
}) {
  const t = useT(chatMessages);
  if (item.state === "sending") {
    return (
      <span className="flex items-center gap-1">
        <Spinner className="size-3" /> {t("sending")}
      </span>
    );
  }
  if (item.state === "failed") {
    return (
      <span className="flex items-center gap-2 text-red-700">
        {t("failed")}
        <button type="button" className="font-medium underline" onClick={() => onRetry(item.key)}>
          {t("retry")}
        </button>
        <button type="button" className="underline" onClick={() => onDiscard(item.key)}>
          {t("discard")}
        </button>
      </span>
    );
  }
  return <span>{item.state === "read" ? t("read") : t("sent")}</span>;
}
