import { Hono } from "hono";
import * as v from "valibot";
import type { AuthContext } from "../auth/sessions.ts";
import { ApiError, MESSAGES, ok } from "../envelope.ts";
import { check, idSchema, limitBody, queryIntSchema, readJson } from "../http/body.ts";
import { scopesMeeting } from "../http/requires.ts";
import type { AppEnv, Deps } from "../http/types.ts";

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;
const PAGE_MAX = 1_000_000;

const PAGE_QUERY = v.object({
  orgId: queryIntSchema("orgId", 2_147_483_647),
  userId: queryIntSchema("userId", 2_147_483_647),
  current: v.optional(queryIntSchema("current", PAGE_MAX), "1"),
  size: v.optional(queryIntSchema("size", PAGE_SIZE_MAX), String(PAGE_SIZE_DEFAULT)),
});

const READ_MESSAGE = v.strictObject({ id: idSchema("id") });

export type CounterRecord = {
  id: number;
  title: string;
  createTime: string;
  kind: string;
  /** An approval the caller can approve or reject here (an order's unlock application). */
  decidable?: boolean;
  /** The order an approval is about, for the row's link (issue 34). */
  orderUuid?: string;
  /** Approvals: the version a decision names (a stale one answers 409). */
  version?: number;
};
export type CounterPage = {
  total: number;
  current: number;
  size: number;
  records: CounterRecord[];
};

/** The page asked for, after checking that it names the caller's own organisation and user. */
function pageOf(query: Record<string, string>, auth: AuthContext) {
  const page = check(PAGE_QUERY, query);
  if (page.orgId !== auth.orgId || page.userId !== auth.userId) {
    throw new ApiError(403, MESSAGES.forbidden);
  }
  return page;
}

type Row = {
  id: number;
  title: string;
  kind: string;
  createdAt: Date | string;
  decidable?: boolean;
  orderUuid?: string | null;
  version?: number;
};

function toPage(rows: Row[], current: number, size: number, total: number): CounterPage {
  return {
    total,
    current,
    size,
    records: rows.map((r) => ({
      id: r.id,
      title: r.title,
      createTime: new Date(r.createdAt).toISOString(),
      kind: r.kind,
      ...(r.decidable === undefined ? {} : { decidable: r.decidable }),
      ...(r.orderUuid ? { orderUuid: r.orderUuid } : {}),
      ...(r.version === undefined ? {} : { version: r.version }),
    })),
  };
}

/** /prm/api: the shell's counters (pending approvals, unread messages) for the caller. */
export function prmApiRoutes({ db }: Deps) {
  const messages = async (auth: AuthContext, current: number, size: number) => {
    const [count] = await db.query<{ total: number }>(
      "select count(*)::int as total from messages where read_at is null and org_id = $1 and user_id = $2",
      [auth.orgId, auth.userId],
    );
    const rows = await db.query<Row>(
      `select id, title, kind, created_at as "createdAt" from messages
       where read_at is null and org_id = $1 and user_id = $2
       order by created_at desc, id desc
       limit $3 offset $4`,
      [auth.orgId, auth.userId, size, (current - 1) * size],
    );
    return toPage(rows, current, size, count?.total ?? 0);
  };
  /**
   * The caller's pending approvals that the caller may decide now (issue 34): each stands for a
   * pending unlock application of an order of a scope whose approve button the caller's role
   * holds, and names that order. The badge counts exactly these.
   */
  const approvals = async (auth: AuthContext, current: number, size: number) => {
    const scopes = await scopesMeeting(db, auth.roleId, "approve");
    const from = `from approvals a
      join order_unlock_applications u on u.id = a.application_id and u.status = 0
      join business_orders o on o.id = u.order_id and o.org_id = a.org_id
      where a.status = 0 and a.org_id = $1 and a.user_id = $2 and o.business_scope = any($3)`;
    const [count] = await db.query<{ total: number }>(`select count(*)::int as total ${from}`, [
      auth.orgId,
      auth.userId,
      scopes,
    ]);
    const rows = await db.query<Row>(
      `select a.id, a.title, a.kind, a.created_at as "createdAt", a.version,
              true as decidable, o.uuid::text as "orderUuid"
       ${from}
       order by a.created_at desc, a.id desc
       limit $4 offset $5`,
      [auth.orgId, auth.userId, scopes, size, (current - 1) * size],
    );
    return toPage(rows, current, size, count?.total ?? 0);
  };

  return new Hono<AppEnv>()
    .get("/toDo", async (c) => {
      const auth = c.get("auth");
      const { current, size } = pageOf(c.req.query(), auth);
      return ok(c, await approvals(auth, current, size));
    })
    .get("/haveMessage", async (c) => {
      const auth = c.get("auth");
      const { current, size } = pageOf(c.req.query(), auth);
      return ok(c, await messages(auth, current, size));
    })
    .post("/readMessage", limitBody(), async (c) => {
      const auth = c.get("auth");
      const { id } = await readJson(c, READ_MESSAGE);
      const rows = await db.query(
        `update messages set read_at = coalesce(read_at, now())
         where id = $1 and org_id = $2 and user_id = $3 returning id`,
        [id, auth.orgId, auth.userId],
      );
      // Someone else's message is as unknown as a missing one.
      if (rows.length === 0) throw new ApiError(404, MESSAGES.notFound);
      return ok(c, true);
    });
}
