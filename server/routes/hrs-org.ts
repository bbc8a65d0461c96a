import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import {
  HRS_ORG,
  type OrgProfile,
  type ReleaseList,
  type Workgroup,
  type WorkgroupMember,
} from "../../src/contract/hrs-org.ts";
import {
  HRS_ORG_MESSAGES,
  publishedVersion,
  type WorkgroupInput,
} from "../../src/domain/hrs-org.ts";
import type { Queryable } from "../db/client.ts";
import { ApiError, ok } from "../envelope.ts";
import { limitBody } from "../http/body.ts";
import { route } from "../http/route.ts";
import type { AppEnv, Deps } from "../http/types.ts";
import { audit, idParam } from "./hrs-user/shared.ts";

/**
 * The organisation's own administration (issue 20). Every call answers the caller's
 * organisation only; its record carries a version (orgs.row_version), a stale save answers 409.
 * What changes here reaches members at their next page load: the user info they load names the
 * organisation, its edition, privacy, validity, theme and release.
 */

const stale = () => new ApiError(409, HRS_ORG_MESSAGES.stale);
const notFound = () => new ApiError(404, HRS_ORG_MESSAGES.notFound);

async function profileOf(q: Queryable, orgId: number): Promise<OrgProfile> {
  const [row] = await q.query<OrgProfile>(
    `select o.id as "orgId", o.code, o.name, o.version as "orgVersion",
            o.private_saas as "privateSaas", to_char(o.valid_until, 'YYYY-MM-DD') as "validUntil",
            o.theme, o.website, o.row_version as version,
            (select count(*)::int from user_orgs uo where uo.org_id = o.id) as "memberCount"
     from orgs o where o.id = $1`,
    [orgId],
  );
  if (!row) throw notFound();
  return row;
}

/** /hrs/org/profile (/hrs_org) and /hrs/org/configure (/hrs_org_configure). */
export function hrsOrgRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  route(app, HRS_ORG.profile, async (c) => ok(c, await profileOf(db, c.get("auth").orgId)));
  route(app, HRS_ORG.configure, async (c) => ok(c, await profileOf(db, c.get("auth").orgId)));
  route(app, HRS_ORG.saveProfile, limitBody(), async (c, { body: input }) => {
    const orgId = c.get("auth").orgId;
    const after = await db.tx(async (q) => {
      const before = await profileOf(q, orgId);
      const updated = await q.query(
        `update orgs set name = $2, version = $3, valid_until = $4::date,
             website = case when $6::boolean then $7 else website end,
             row_version = row_version + 1
           where id = $1 and row_version = $5 returning id`,
        [
          orgId,
          input.name,
          input.orgVersion,
          input.validUntil,
          input.version,
          input.website !== undefined,
          input.website || null,
        ],
      );
      if (!updated.length) throw stale();
      const saved = await profileOf(q, orgId);
      await audit(q, c, { action: "org.update", target: `org:${orgId}`, before, after: saved });
      return saved;
    });
    return ok(c, after);
  });
  route(app, HRS_ORG.saveConfigure, limitBody(), async (c, { body: input }) => {
    const orgId = c.get("auth").orgId;
    const after = await db.tx(async (q) => {
      const before = await profileOf(q, orgId);
      const updated = await q.query(
        `update orgs set private_saas = $2, theme = $3, row_version = row_version + 1
           where id = $1 and row_version = $4 returning id`,
        [orgId, input.privateSaas, input.theme?.toUpperCase() ?? null, input.version],
      );
      if (!updated.length) throw stale();
      const saved = await profileOf(q, orgId);
      await audit(q, c, {
        action: "org.configure",
        target: `org:${orgId}`,
        before,
        after: saved,
      });
      return saved;
    });
    return ok(c, after);
  });
  return app;
}

/** The build's version, as the built app's version.json says; "dev" without a build. */
export function buildVersionOf(staticDir: string | undefined): string {
  const file = staticDir ? path.join(staticDir, "version.json") : null;
  if (!file || !existsSync(file)) return "dev";
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as { pack_vue_version?: unknown };
    return typeof parsed.pack_vue_version === "string" ? parsed.pack_vue_version : "dev";
  } catch {
    return "dev";
  }
}

export async function latestRelease(q: Queryable, orgId: number): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    "select coalesce(max(release), 0)::int as n from org_releases where org_id = $1",
    [orgId],
  );
  return row?.n ?? 0;
}

/** GET/POST /hrs/version (/hrs_version): the releases, and publishing the next. */
export function hrsVersionRoutes({ db, config }: Deps) {
  const build = buildVersionOf(config.staticDir);
  const list = async (q: Queryable, orgId: number): Promise<ReleaseList> => {
    const releases = await q.query<ReleaseList["releases"][number]>(
      `select r.release, r.note, u.cname as "publishedBy",
              to_char(r.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "publishedAt"
       from org_releases r left join users u on u.id = r.published_by
       where r.org_id = $1 order by r.release desc limit 100`,
      [orgId],
    );
    return { build, current: publishedVersion(build, releases[0]?.release ?? 0), releases };
  };
  const app = new Hono<AppEnv>();
  route(app, HRS_ORG.releases, async (c) => ok(c, await list(db, c.get("auth").orgId)));
  route(app, HRS_ORG.publish, limitBody(), async (c, { body: input }) => {
    const auth = c.get("auth");
    const answer = await db.tx(async (q) => {
      // One release at a time per organisation: the row lock orders concurrent publishes.
      await q.query("select id from orgs where id = $1 for update", [auth.orgId]);
      const next = (await latestRelease(q, auth.orgId)) + 1;
      await q.query(
        `insert into org_releases (org_id, release, note, published_by) values ($1, $2, $3, $4)`,
        [auth.orgId, next, input.note, auth.userId],
      );
      await audit(q, c, {
        action: "version.publish",
        target: `org:${auth.orgId}`,
        after: { release: next, note: input.note },
      });
      return list(q, auth.orgId);
    });
    return ok(c, answer);
  });
  return app;
}

async function workgroupsOf(q: Queryable, orgId: number, id?: number): Promise<Workgroup[]> {
  return q.query<Workgroup>(
    `select w.id as "workgroupId", w.name, w.version,
       coalesce((select json_agg(json_build_object('userId', u.id, 'cname', u.cname)
                                 order by u.cname, u.id)
                 from workgroup_members m join users u on u.id = m.user_id
                 where m.workgroup_id = w.id), '[]'::json) as members
     from workgroups w where w.org_id = $1 and ($2::int is null or w.id = $2)
     order by w.name, w.id`,
    [orgId, id ?? null],
  );
}

/** Members must be the organisation's users; the list is replaced whole. */
async function setMembers(q: Queryable, orgId: number, id: number, input: WorkgroupInput) {
  const ids = [...new Set(input.userIds)];
  const members = await q.query<{ user_id: number }>(
    "select user_id from user_orgs where org_id = $1 and user_id = any($2::int[])",
    [orgId, ids],
  );
  if (members.length !== ids.length) throw new ApiError(400, HRS_ORG_MESSAGES.member);
  await q.query("delete from workgroup_members where workgroup_id = $1", [id]);
  await q.query(
    `insert into workgroup_members (workgroup_id, user_id) select $1, unnest($2::int[])`,
    [id, ids],
  );
}

function nameTaken(error: unknown): never {
  if (error instanceof Error && /unique/i.test(error.message)) {
    throw new ApiError(409, HRS_ORG_MESSAGES.workgroupExists);
  }
  throw error;
}

/** /hrs/workgroup (/hrs_user_workgroup): named groups of the organisation's users. */
export function hrsWorkgroupRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  route(app, HRS_ORG.workgroups, async (c) => ok(c, await workgroupsOf(db, c.get("auth").orgId)));
  route(app, HRS_ORG.workgroupMembers, async (c) => {
    // Who can be put in a workgroup: the organisation's active users, by name.
    const rows = await db.query<WorkgroupMember>(
      `select u.id as "userId", u.cname from user_orgs uo join users u on u.id = uo.user_id
         where uo.org_id = $1 and u.state = 1 order by u.cname, u.id limit 1000`,
      [c.get("auth").orgId],
    );
    return ok(c, rows);
  });
  route(app, HRS_ORG.addWorkgroup, limitBody(), async (c, { body: input }) => {
    const orgId = c.get("auth").orgId;
    const saved = await db
      .tx(async (q) => {
        const [row] = await q.query<{ id: number }>(
          "insert into workgroups (org_id, name) values ($1, $2) returning id",
          [orgId, input.name],
        );
        const id = row?.id ?? 0;
        await setMembers(q, orgId, id, input);
        const [after] = await workgroupsOf(q, orgId, id);
        await audit(q, c, { action: "workgroup.create", target: `workgroup:${id}`, after });
        return after;
      })
      .catch(nameTaken);
    return ok(c, saved);
  });
  route(app, HRS_ORG.editWorkgroup, limitBody(), async (c, { params, body: input }) => {
    const orgId = c.get("auth").orgId;
    const id = idParam(params.id);
    const saved = await db
      .tx(async (q) => {
        const [before] = await workgroupsOf(q, orgId, id);
        if (!before) throw notFound();
        const updated = await q.query(
          `update workgroups set name = $2, version = version + 1
             where id = $1 and version = $3 returning id`,
          [id, input.name, input.version ?? 0],
        );
        if (!updated.length) throw stale();
        await setMembers(q, orgId, id, input);
        const [after] = await workgroupsOf(q, orgId, id);
        await audit(q, c, {
          action: "workgroup.update",
          target: `workgroup:${id}`,
          before,
          after,
        });
        return after;
      })
      .catch(nameTaken);
    return ok(c, saved);
  });
  route(app, HRS_ORG.removeWorkgroup, async (c, { params }) => {
    const orgId = c.get("auth").orgId;
    const id = idParam(params.id);
    await db.tx(async (q) => {
      const [before] = await workgroupsOf(q, orgId, id);
      if (!before) throw notFound();
      await q.query("delete from workgroups where id = $1", [id]);
      await audit(q, c, { action: "workgroup.delete", target: `workgroup:${id}`, before });
    });
    return ok(c, true);
  });
  return app;
}
