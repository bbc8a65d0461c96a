import * as React from "react";
import type { ChatFile } from "../../contract/chat";

/** A message not yet stored by the server: sending, or failed and waiting for a retry. */
export type OutboxItem = {
  clientId: string;
  to: string;
  kind: "text" | "image" | "file";
  text: string;
  file: ChatFile | null;
  state: "sending" | "failed";
  createdAt: string;
};

const outboxKey = (userId: number) => `chat-outbox:${userId}`;
const draftKey = (userId: number, accid: string) => `chat-draft:${userId}:${accid}`;

function read(userId: number): OutboxItem[] {
  try {
    const raw = localStorage.getItem(outboxKey(userId));
    const items = raw ? (JSON.parse(raw) as OutboxItem[]) : [];
    // A send cut off by a reload did not finish here: it waits for the user's retry (its
    // clientId makes a retry of one the server did store land once).
    return items.map((i) => ({ ...i, state: "failed" }));
  } catch {
    return [];
  }
}

/**
 * Unsent messages, kept in localStorage so a reload or a dropped connection loses nothing typed.
 * A file not yet uploaded cannot be kept (its bytes live only in this page) and is left out.
 */
export function useOutbox(userId: number) {
  const [items, setItems] = React.useState<OutboxItem[]>(() => read(userId));
  React.useEffect(() => {
    try {
      const kept = items.filter((i) => i.kind === "text" || i.file?.id);
      if (kept.length) localStorage.setItem(outboxKey(userId), JSON.stringify(kept));
      else localStorage.removeItem(outboxKey(userId));
    } catch {
      // Storage full or blocked: the outbox still works for this page.
    }
  }, [items, userId]);
  const put = React.useCallback((item: OutboxItem) => {
    setItems((old) => [...old.filter((i) => i.clientId !== item.clientId), item]);
  }, []);
  const patch = React.useCallback((clientId: string, change: Partial<OutboxItem>) => {
    setItems((old) => old.map((i) => (i.clientId === clientId ? { ...i, ...change } : i)));
  }, []);
  const remove = React.useCallback((clientId: string) => {
    setItems((old) => old.filter((i) => i.clientId !== clientId));
  }, []);
  return { items, put, patch, remove };
}

/** The text box's draft per topic, kept across reloads. */
export function useDraft(userId: number, accid: string | null): [string, (text: string) => void] {
  const [draft, setDraft] = React.useState("");
  React.useEffect(() => {
    if (!accid) return setDraft("");
    try {
      setDraft(localStorage.getItem(draftKey(userId, accid)) ?? "");
    } catch {
      setDraft("");
    }
  }, [userId, accid]);
  const change = React.useCallback(
    (text: string) => {
      setDraft(text);
      if (!accid) return;
      try {
        if (text) localStorage.setItem(draftKey(userId, accid), text);
        else localStorage.removeItem(draftKey(userId, accid));
      } catch {
        // Storage blocked: the draft lives as long as the page.
      }
    },
    [userId, accid],
  );
  return [draft, change];
}
