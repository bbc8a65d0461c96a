import { Hono } from "hono";
import type { HrsDept } from "../../../src/contract/hrs-user.ts";
import { deptSchema, HRS_MESSAGES } from "../../../src/domain/hrs-user.ts";
import type { Queryable } from "../../db/client.ts";
import { ApiError, ok } from "../../envelope.ts";
import { limitBody, readJson } from "../../http/body.ts";
import type { AppEnv, Deps } from "../../http/types.ts";
import { audit, idParam, notFound, stale } from "./shared.ts";

async function deptOf(q: Queryable, orgId: number, deptId: number): Promise<HrsDept | null> {
  const [row] = await q.query<HrsDept>(
    `select d.id as "deptId", d.name, d.version,
       (select count(*)::int from user_orgs uo where uo.dept_id = d.id) as "userCount"
     from depts d where d.org_id = $1 and d.id = $2`,
    [orgId, deptId],
  );
  return row ?? null;
}

/** A name another department of the organisation has: 409. */
function nameTaken(error: unknown): never {
  if (error instanceof Error && /unique/i.test(error.message)) {
    throw new ApiError(409, HRS_MESSAGES.deptExists);
  }
  throw error;
}

/** /hrs/dept: the organisation's departments (the members' list by department is selectUser). */
export function hrsDeptRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const auth = c.get("auth");
      const depts = await db.query<HrsDept>(
        `select d.id as "deptId", d.name, d.version,
           (select count(*)::int from user_orgs uo where uo.dept_id = d.id) as "userCount"
         from depts d where d.org_id = $1 order by d.name, d.id`,
        [auth.orgId],
      );
      return ok(c, depts);
    })
    .post("/", limitBody(), async (c) => {
      const auth = c.get("auth");
      const input = await readJson(c, deptSchema);
      const dept = await db
        .tx(async (q) => {
          const [row] = await q.query<{ id: number }>(
            "insert into depts (org_id, name) values ($1, $2) returning id",
            [auth.orgId, input.name],
          );
          const after = await deptOf(q, auth.orgId, row?.id ?? 0);
          await audit(q, c, { action: "dept.create", target: `dept:${row?.id}`, after });
          return after;
        })
        .catch(nameTaken);
      return ok(c, dept);
    })
    .put("/:id{[0-9]+}", limitBody(), async (c) => {
      const auth = c.get("auth");
      const id = idParam(c);
      const input = await readJson(c, deptSchema);
      const dept = await db
        .tx(async (q) => {
          const before = await deptOf(q, auth.orgId, id);
          if (!before) throw notFound();
          const updated = await q.query(
            `update depts set name = $2, version = version + 1
             where id = $1 and version = $3 returning id`,
            [id, input.name, input.version ?? 0],
          );
          if (!updated.length) throw stale();
          const after = await deptOf(q, auth.orgId, id);
          await audit(q, c, { action: "dept.update", target: `dept:${id}`, before, after });
          return after;
        })
        .catch(nameTaken);
      return ok(c, dept);
    })
    .delete("/:id{[0-9]+}", async (c) => {
      const auth = c.get("auth");
      const id = idParam(c);
      await db.tx(async (q) => {
        const before = await deptOf(q, auth.orgId, id);
        if (!before) throw notFound();
        if (before.userCount > 0) throw new ApiError(409, HRS_MESSAGES.deptInUse);
        await q.query("delete from depts where id = $1", [id]);
        await audit(q, c, { action: "dept.delete", target: `dept:${id}`, before });
      });
      return ok(c, true);
    });
}
