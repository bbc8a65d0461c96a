import type { ChatContact, ChatMessage, ChatTopic } from "../../src/contract/chat.ts";
import { accidOf, CHAT_RATE } from "../../src/domain/chat.ts";
import { accessFact } from "../auth/auth-cache.ts";
import type { Queryable } from "../db/client.ts";

/**
 * The chat's rows (issue 21): who may talk to whom, messages, topics, unread counts. Every read
 * is the caller's own: a topic is the pair (caller, contact), and the contact must be one.
 */

/** Seconds after which a presence row without a heartbeat counts as gone. */
export const PRESENCE_STALE_S = 75;

/** The pair relation: a customer organisation lists the partner, and that organisation has chat. */
const PAIRS = `
  select uo.user_id as customer, c.partner_user_id as partner
  from chat_contacts c
  join orgs o on o.id = c.org_id and o.im_enabled and not o.private_saas
  join user_orgs uo on uo.org_id = c.org_id
  join users u on u.id = uo.user_id and u.online_service and u.state = 1
  join users p on p.id = c.partner_user_id and p.state = 1`;

/** Whether the caller may chat at all in its current organisation (seed 000 §6). */
/** The user has the online-service flag, is active, and the organisation has chat and is not private. */
export function chatAllowed(q: Queryable, userId: number, orgId: number): Promise<boolean> {
  // Asked by every chat call and socket: kept with the session on the embedded database.
  return accessFact(q, `chat:${userId}:${orgId}`, async () => {
    const rows = await q.query(
      `select 1 from users u join user_orgs uo on uo.user_id = u.id and uo.org_id = $2
       join orgs o on o.id = uo.org_id
       where u.id = $1 and u.online_service and u.state = 1 and o.im_enabled and not o.private_saas`,
      [userId, orgId],
    );
    return rows.length > 0;
  });
}

export async function orgGranted(q: Queryable, orgId: number): Promise<boolean> {
  const [row] = await q.query<{ granted: boolean }>(
    "select im_enabled as granted from orgs where id = $1",
    [orgId],
  );
  return row?.granted ?? false;
}

/** The user ids the caller may talk to. */
export async function contactIds(q: Queryable, userId: number): Promise<number[]> {
  const rows = await q.query<{ id: number }>(
    `select distinct case when customer = $1 then partner else customer end as id
     from (${PAIRS}) pairs where (customer = $1 or partner = $1) and customer <> partner`,
    [userId],
  );
  return rows.map((r) => r.id);
}

/**
 * How long a user's contact set is reused for sending, history and presence. The pair query is a
 * five-table join whose planning alone takes ~10 ms on the embedded database, once per message
 * without this (docs/perf-journal.md §31); a contact added or removed applies within this time.
 * The contact list and topics always read it fresh.
 */
export const CONTACTS_CACHE_MS = 30_000;
const contactCache = new WeakMap<Queryable, Map<number, { at: number; ids: Promise<number[]> }>>();

export function cachedContactIds(db: Queryable, userId: number): Promise<number[]> {
  let byUser = contactCache.get(db);
  if (!byUser) {
    byUser = new Map();
    contactCache.set(db, byUser);
  }
  const hit = byUser.get(userId);
  if (hit && Date.now() - hit.at < CONTACTS_CACHE_MS) return hit.ids;
  const ids = contactIds(db, userId);
  byUser.set(userId, { at: Date.now(), ids });
  ids.catch(() => byUser.delete(userId));
  return ids;
}

export async function isContact(db: Queryable, userId: number, other: number): Promise<boolean> {
  return (await cachedContactIds(db, userId)).includes(other);
}

type ContactRow = { id: number; nickName: string; isOnline: boolean };

const contactOf = (r: ContactRow): ChatContact => ({
  accid: accidOf(r.id),
  nickName: r.nickName,
  icon: null,
  isOnline: r.isOnline,
});

/**
 * Presence rows whose process still beats (migration 018): `… and p.user_id = <user>` completes it.
 */
export const LIVE_PRESENCE = `select 1 from chat_presence p join chat_processes cp
  on cp.process_id = p.process_id
  where cp.seen_at > now() - make_interval(secs => ${PRESENCE_STALE_S})`;

/** The caller's contacts with their online state, by name. */
export async function listContacts(q: Queryable, userId: number): Promise<ChatContact[]> {
  const ids = await contactIds(q, userId);
  if (ids.length === 0) return [];
  const rows = await q.query<ContactRow>(
    `select u.id, u.cname as "nickName",
            exists (${LIVE_PRESENCE} and p.user_id = u.id) as "isOnline"
     from users u where u.id = any($1::int[]) order by u.cname, u.id`,
    [ids],
  );
  return rows.map(contactOf);
}

export type MessageRow = {
  id: string;
  clientId: string;
  senderId: number;
  recipientId: number;
  kind: ChatMessage["kind"];
  body: string;
  fileId: string | null;
  fileName: string | null;
  fileSize: number | null;
  sentAt: string;
  readAt: string | null;
};

export const MESSAGE_COLUMNS = `m.id::text as id, m.client_id as "clientId", m.sender_id as "senderId",
  m.recipient_id as "recipientId", m.kind, m.body, f.uuid::text as "fileId", f.file_name as "fileName",
  f.size_bytes as "fileSize",
  to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "sentAt",
  to_char(m.read_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "readAt"`;

export function toMessage(r: MessageRow): ChatMessage {
  return {
    id: Number(r.id),
    clientId: r.clientId,
    from: accidOf(r.senderId),
    to: accidOf(r.recipientId),
    kind: r.kind,
    text: r.body,
    file: r.fileId ? { id: r.fileId, name: r.fileName ?? "", size: r.fileSize ?? 0 } : null,
    sentAt: r.sentAt,
    readAt: r.readAt,
  };
}

/** Messages sent by this sender within the rate window. */
/**
 * Before a send, in one query: whether this clientId is stored already (a resend, answered
 * whatever the rate) and how many messages the sender stored within the rate window.
 */
export async function sendState(
  q: Queryable,
  senderId: number,
  clientId: string,
): Promise<{ again: boolean; recent: number }> {
  const [row] = await q.query<{ again: boolean; recent: number }>(
    `select exists (select 1 from chat_messages where sender_id = $1 and client_id = $2) as again,
            (select count(*)::int from chat_messages
             where sender_id = $1 and created_at > now() - make_interval(secs => $3)) as recent`,
    [senderId, clientId, CHAT_RATE.windowMs / 1000],
  );
  return { again: row?.again ?? false, recent: row?.recent ?? 0 };
}

/**
 * Stores a message once per (sender, clientId): a resend of the same clientId answers the row
 * already there, and `created` says whether this call made it.
 */
export async function insertMessage(
  q: Queryable,
  m: {
    senderId: number;
    recipientId: number;
    kind: ChatMessage["kind"];
    body: string;
    fileRowId: number | null;
    clientId: string;
  },
): Promise<{ message: ChatMessage; created: boolean }> {
  // One statement in the usual case: the new row comes back with its file.
  const [fresh] = await q.query<MessageRow>(
    `with m as (
       insert into chat_messages (sender_id, recipient_id, kind, body, file_id, client_id)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (sender_id, client_id) do nothing returning *)
     select ${MESSAGE_COLUMNS} from m left join chat_files f on f.id = m.file_id`,
    [m.senderId, m.recipientId, m.kind, m.body, m.fileRowId, m.clientId],
  );
  if (fresh) return { message: toMessage(fresh), created: true };
  const [row] = await q.query<MessageRow>(
    `select ${MESSAGE_COLUMNS} from chat_messages m left join chat_files f on f.id = m.file_id
     where m.sender_id = $1 and m.client_id = $2`,
    [m.senderId, m.clientId],
  );
  if (!row) throw new Error("message vanished");
  return { message: toMessage(row), created: false };
}

/** One page of a topic, newest `size` before `before` (exclusive), answered oldest first. */
export async function historyPage(
  q: Queryable,
  userId: number,
  other: number,
  before: number | null,
  size: number,
): Promise<{ messages: ChatMessage[]; hasMore: boolean }> {
  const rows = await q.query<MessageRow>(
    `select ${MESSAGE_COLUMNS} from chat_messages m left join chat_files f on f.id = m.file_id
     where least(m.sender_id, m.recipient_id) = least($1::int, $2::int)
       and greatest(m.sender_id, m.recipient_id) = greatest($1::int, $2::int)
       and ($3::bigint is null or m.id < $3::bigint)
     order by least(m.sender_id, m.recipient_id), greatest(m.sender_id, m.recipient_id), m.id desc
     limit $4`,
    [userId, other, before, size + 1],
  );
  const hasMore = rows.length > size;
  return { messages: rows.slice(0, size).reverse().map(toMessage), hasMore };
}

/** Every message to or from the caller after this id, oldest first (at most `limit`). */
export async function messagesSince(
  q: Queryable,
  userId: number,
  after: number,
  limit: number,
): Promise<ChatMessage[]> {
  const rows = await q.query<MessageRow>(
    `select * from (
       (select ${MESSAGE_COLUMNS} from chat_messages m left join chat_files f on f.id = m.file_id
        where m.recipient_id = $1 and m.id > $2 order by m.id limit $3)
       union all
       (select ${MESSAGE_COLUMNS} from chat_messages m left join chat_files f on f.id = m.file_id
        where m.sender_id = $1 and m.id > $2 order by m.id limit $3)
     ) x order by id::bigint limit $3`,
    [userId, after, limit],
  );
  return rows.map(toMessage);
}

export async function unreadTotal(q: Queryable, userId: number): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `select count(*)::int as n from chat_messages where recipient_id = $1 and read_at is null
       and sender_id = any($2::int[])`,
    [userId, await contactIds(q, userId)],
  );
  return row?.n ?? 0;
}

/** The caller's contacts as topics: last message and unread count; talked-to first. */
export async function listTopics(q: Queryable, userId: number): Promise<ChatTopic[]> {
  const contacts = await listContacts(q, userId);
  if (contacts.length === 0) return [];
  const ids = contacts.map((c) => Number(c.accid.slice(1)));
  const lasts = await q.query<MessageRow & { peer: number }>(
    `select x.peer, ${MESSAGE_COLUMNS}
     from unnest($2::int[]) as x(peer)
     cross join lateral (
       select * from chat_messages m0
       where least(m0.sender_id, m0.recipient_id) = least($1::int, x.peer)
         and greatest(m0.sender_id, m0.recipient_id) = greatest($1::int, x.peer)
       order by least(m0.sender_id, m0.recipient_id), greatest(m0.sender_id, m0.recipient_id), m0.id desc
       limit 1) m
     left join chat_files f on f.id = m.file_id`,
    [userId, ids],
  );
  const unread = await q.query<{ peer: number; n: number }>(
    `select sender_id as peer, count(*)::int as n from chat_messages
     where recipient_id = $1 and read_at is null and sender_id = any($2::int[]) group by sender_id`,
    [userId, ids],
  );
  const lastBy = new Map(lasts.map((r) => [r.peer, toMessage(r)]));
  const unreadBy = new Map(unread.map((r) => [r.peer, r.n]));
  return contacts
    .map((c) => {
      const peer = Number(c.accid.slice(1));
      return { ...c, last: lastBy.get(peer) ?? null, unread: unreadBy.get(peer) ?? 0 };
    })
    .sort((a, b) => (b.last?.id ?? 0) - (a.last?.id ?? 0));
}

/** Marks what `other` sent the caller up to `upTo` read; answers the rows it changed and when. */
export async function markRead(
  q: Queryable,
  userId: number,
  other: number,
  upTo: number,
): Promise<{ updated: number; readAt: string | null }> {
  const rows = await q.query<{ readAt: string }>(
    `update chat_messages set read_at = now()
     where recipient_id = $1 and sender_id = $2 and id <= $3 and read_at is null
     returning to_char(read_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "readAt"`,
    [userId, other, upTo],
  );
  return { updated: rows.length, readAt: rows[0]?.readAt ?? null };
}

/** The user's name as the chat shows it, or null when there is no such user. */
export async function nickNameOf(q: Queryable, userId: number): Promise<string | null> {
  const [row] = await q.query<{ nickName: string }>(
    `select cname as "nickName" from users where id = $1`,
    [userId],
  );
  return row ? row.nickName : null;
}

export type ChatFileKind = "image" | "file";

/** A file the user uploaded, by its uuid (lower case), to attach to a message; or null. */
export async function ownFile(
  q: Queryable,
  userId: number,
  uuid: string,
): Promise<{ rowId: number; kind: ChatFileKind } | null> {
  const [row] = await q.query<{ rowId: number; kind: ChatFileKind }>(
    `select id as "rowId", kind from chat_files where uuid = $1::uuid and owner_id = $2`,
    [uuid, userId],
  );
  return row ?? null;
}

/** Stores an uploaded file; answers its uuid. */
export async function insertFile(
  q: Queryable,
  file: { ownerId: number; kind: ChatFileKind; name: string; mime: string; bytes: Uint8Array },
): Promise<string> {
  const [row] = await q.query<{ id: string }>(
    `insert into chat_files (owner_id, kind, file_name, mime_type, size_bytes, content)
     values ($1, $2, $3, $4, $5, $6) returning uuid::text as id`,
    [file.ownerId, file.kind, file.name, file.mime, file.bytes.length, file.bytes],
  );
  return row?.id ?? "";
}

/**
 * A file the user may read, by its uuid (lower case): the uploader, or either side of a message
 * that carries it; null otherwise.
 */
export async function readableFile(
  q: Queryable,
  userId: number,
  uuid: string,
): Promise<{ name: string; mime: string; content: Uint8Array } | null> {
  const [file] = await q.query<{ name: string; mime: string; content: Uint8Array }>(
    `select f.file_name as name, f.mime_type as mime, f.content from chat_files f
     where f.uuid = $1::uuid and (f.owner_id = $2 or exists (
       select 1 from chat_messages m where m.file_id = f.id
       and (m.sender_id = $2 or m.recipient_id = $2)))`,
    [uuid, userId],
  );
  return file ?? null;
}
