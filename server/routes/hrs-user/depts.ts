import { Hono } from "hono";
import { deptSchema, HRS_MESSAGES } from "../../../src/domain/hrs-user.ts";
import { ApiError, ok } from "../../envelope.ts";
import { deleteDept, deptOf, deptsOf, insertDept, renameDept } from "../../hrs-user/roles-store.ts";
import { limitBody, readJson } from "../../http/body.ts";
import type { AppEnv, Deps } from "../../http/types.ts";
import { audit, idParam, notFound, stale } from "./shared.ts";

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
    .get("/", async (c) => ok(c, await deptsOf(db, c.get("auth").orgId)))
    .post("/", limitBody(), async (c) => {
      const auth = c.get("auth");
      const input = await readJson(c, deptSchema);
      const dept = await db
        .tx(async (q) => {
          const id = await insertDept(q, auth.orgId, input.name);
          const after = await deptOf(q, auth.orgId, id);
          await audit(q, c, { action: "dept.create", target: `dept:${id}`, after });
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
          if (!(await renameDept(q, id, input.version ?? 0, input.name))) throw stale();
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
        await deleteDept(q, id);
        await audit(q, c, { action: "dept.delete", target: `dept:${id}`, before });
      });
      return ok(c, true);
    });
}
