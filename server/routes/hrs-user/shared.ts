import type { Context, MiddlewareHandler } from "hono";
import { HRS_MESSAGES } from "../../../src/domain/hrs-user.ts";
import { parseLoginName } from "../../../src/domain/login.ts";
import type { Queryable } from "../../db/client.ts";
import { ApiError } from "../../envelope.ts";
import { type AuditEntry, insertAuditRow, orgIdByCode } from "../../hrs-user/log-store.ts";
import type { AppEnv, Deps } from "../../http/types.ts";

/**
 * The administrator's HRS calls (issue 20). Every row is the caller's organisation's: another
 * organisation's user or role answers 404 like one that does not exist. Saved records carry a
 * version; a save naming an older one answers 409 and changes nothing. Every change writes an
 * audit row (who, what, before and after).
 */

export type Ctx = Context<AppEnv>;
export const notFound = () => new ApiError(404, HRS_MESSAGES.notFound);
export const stale = () => new ApiError(409, HRS_MESSAGES.stale);

/** A path id that is not a positive int4 names no row: 404, as an unknown one. */
export function idParam(text: string | undefined): number {
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw notFound();
  return id;
}

/**
 * Before a body is read: a path id past int4 answers 404 like an unknown one, whatever the body
 * (a PUT's id is checked before its body, as before the entries).
 */
export const knownId: MiddlewareHandler<AppEnv> = async (c, next) => {
  idParam(c.req.param("id"));
  await next();
};

export function linkBase(c: Ctx, publicUrl: string | undefined): string {
  return publicUrl ?? new URL(c.req.url).origin;
}

/** An audit row of the signed-in caller's organisation. */
export async function audit(q: Queryable, c: Ctx, entry: AuditEntry): Promise<void> {
  const auth = c.get("auth");
  await insertAuditRow(q, {
    ...entry,
    orgId: auth.orgId,
    actorId: auth.userId,
    address: c.get("clientAddress"),
  });
}

/** An audit row of another organisation than the caller's, the caller as the actor. */
export async function auditIn(
  q: Queryable,
  c: Ctx,
  orgId: number,
  entry: AuditEntry,
): Promise<void> {
  await insertAuditRow(q, {
    ...entry,
    orgId,
    actorId: c.get("auth").userId,
    address: c.get("clientAddress"),
  });
}

/** The envelope of the answer the route gave, or null when it is not JSON. */
async function answered(
  c: Ctx,
): Promise<{ code: number; messageInfo: string; data: unknown } | null> {
  return c.res
    .clone()
    .json()
    .catch(() => null);
}

/**
 * Around POST /auth/oauth/token (mounted before it): each sign-in, successful or not, becomes an
 * audit row of the organisation named in the username (none when no such organisation exists),
 * with the client's address. The password never reaches the row. Read after the route ran, from
 * the body it already parsed.
 */
export function auditSignIns({ db }: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method !== "POST" || (c.res.status !== 200 && c.res.status !== 429)) return;
    const form = await c.req.parseBody().catch(() => null);
    const name = parseLoginName(typeof form?.username === "string" ? form.username : "");
    if (!name) return;
    const orgId = await orgIdByCode(db, name.orgCode);
    if (orgId === null) return;
    const body = await answered(c);
    const userId = (body?.data as { userId?: number } | null)?.userId ?? null;
    const success = c.res.status === 200 && body?.code === 0 && userId !== null;
    await insertAuditRow(db, {
      orgId,
      actorId: success ? userId : null,
      action: success ? "signin.success" : "signin.failure",
      target: `login:${name.type}|${name.login}`,
      after: success ? undefined : { reason: body?.messageInfo ?? String(c.res.status) },
      address: c.get("clientAddress"),
    });
  };
}

/** Around POST /auth/switchLogin: a switch is an audit row in the organisation left and entered. */
export function auditOrgSwitches({ db }: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method !== "POST" || c.res.status !== 200) return;
    const auth = c.get("auth");
    const body = await answered(c);
    const orgId = (body?.data as { orgId?: number } | null)?.orgId;
    if (body?.code !== 0 || !auth || typeof orgId !== "number") return;
    for (const org of new Set([auth.orgId, orgId])) {
      await insertAuditRow(db, {
        orgId: org,
        actorId: auth.userId,
        action: "org.switch",
        target: `user:${auth.userId}`,
        before: { orgId: auth.orgId },
        after: { orgId },
        address: c.get("clientAddress"),
      });
    }
  };
}
