import { Hono } from "hono";
import { HRS_USER } from "../../../src/contract/hrs-user.ts";
import { HRS_MESSAGES } from "../../../src/domain/hrs-user.ts";
import { ApiError, ok } from "../../envelope.ts";
import { deleteDept, deptOf, deptsOf, insertDept, renameDept } from "../../hrs-user/roles-store.ts";
import { limitBody } from "../../http/body.ts";
import { route } from "../../http/route.ts";
import type { AppEnv, Deps } from "../../http/types.ts";
import { audit, idParam, knownId, notFound, stale } from "./shared.ts";

/** A name another department of the organisation has: 409. */
function nameTaken(error: unknown): never {
  if (error instanceof Error && /unique/i.test(error.message)) {
    throw new ApiError(409, HRS_MESSAGES.deptExists);
  }
  throw error;
}

/** /hrs/dept: the organisation's departments (the members' list by department is selectUser). */
export function hrsDeptRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  route(app, HRS_USER.depts, async (c) => ok(c, await deptsOf(db, c.get("auth").orgId)));
  route(app, HRS_USER.addDept, limitBody(), async (c, { body: input }) => {
    const auth = c.get("auth");
    const dept = await db
      .tx(async (q) => {
        const id = await insertDept(q, auth.orgId, input.name);
        const after = await deptOf(q, auth.orgId, id);
        await audit(q, c, { action: "dept.create", target: `dept:${id}`, after });
        return after;
      })
      .catch(nameTaken);
    return ok(c, dept);
  });
  route(app, HRS_USER.editDept, knownId, limitBody(), async (c, { params, body: input }) => {
    const auth = c.get("auth");
    const id = idParam(params.id);
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
  });
  route(app, HRS_USER.deleteDept, async (c, { params }) => {
    const auth = c.get("auth");
    const id = idParam(params.id);
    await db.tx(async (q) => {
      const before = await deptOf(q, auth.orgId, id);
      if (!before) throw notFound();
      if (before.userCount > 0) throw new ApiError(409, HRS_MESSAGES.deptInUse);
      await deleteDept(q, id);
      await audit(q, c, { action: "dept.delete", target: `dept:${id}`, before });
    });
    return ok(c, true);
  });
  return app;
}
