/**
 * POST /api/batch (src/contract/batch.ts): the route against the real app and database, and the
 * client's gathering of GET calls into it, through the real client against the real server.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type ApiError, configureClient, request } from "../../src/api/client.ts";
import { BATCH_MAX, BATCH_PATH } from "../../src/contract/batch.ts";
import { type Harness, startHarness } from "./harness.ts";
import { answer, type Body, json, signIn } from "./helpers.ts";

let h: Harness;
let admin = "";
let admin2 = "";
let appServer: ReturnType<typeof serve>;
let appUrl = "";
/** Paths of the requests that reached the served app (a batch's calls run inside it). */
let arrived: string[] = [];
let plain: Server;
let plainUrl = "";
/** Whether the plain server answers a batch with a page instead (a proxy's error page, say). */
let plainBatchPage = false;

beforeAll(async () => {
  h = await startHarness();
  ({ admin, admin2 } = await signIn(h, "admin", "admin2"));
  await new Promise<void>((resolve) => {
    appServer = serve(
      {
        fetch: (req, env) => {
          arrived.push(new URL(req.url).pathname);
          return h.app.fetch(req, env);
        },
        port: 0,
        hostname: "127.0.0.1",
      },
      (info) => {
        appUrl = `http://127.0.0.1:${info.port}`;
        resolve();
      },
    );
  });
  // A server without the batch: every path answers its own name, POST included.
  plain = createServer((req, res) => {
    arrived.push(req.url ?? "");
    if (plainBatchPage && req.url === BATCH_PATH) {
      res.writeHead(200, { "content-type": "text/html" });
      res.end("<!doctype html><title>网关</title>");
      return;
    }
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ code: 0, messageInfo: "ok", data: { path: req.url } }));
  });
  await new Promise<void>((resolve) => plain.listen(0, "127.0.0.1", resolve));
  plainUrl = `http://127.0.0.1:${(plain.address() as AddressInfo).port}`;
});

afterAll(async () => {
  appServer.close();
  plain.close();
  await h.close();
});

type Answer = { status: number; body: Body | null };

const batch = (body: unknown, token: string | null = admin, type = "application/json") =>
  h.call(BATCH_PATH, {
    method: "POST",
    token: token ?? undefined,
    headers: { "content-type": type },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

async function alone(path: string, token = admin): Promise<Answer> {
  return answer(await h.call(path, { token }));
}

describe("POST /api/batch", () => {
  it("answers each call as it would be answered alone, failures included, in order", async () => {
    const paths = [
      "/hrs/notice?size=2",
      "/hrs/userAccessRecord/topActiveIndex",
      "/hrs/notice?size=999",
      "/hrs/noSuchThing",
      "/hrs/userGuide?name=dashboard",
    ];
    const res = await batch({ requests: paths });
    expect(res.status).toBe(200);
    const body = await json<Body<Answer[]>>(res);
    expect(body.code).toBe(0);
    expect(body.data).toEqual(await Promise.all(paths.map((p) => alone(p))));
    expect(body.data.map((a) => a.status)).toEqual([200, 200, 400, 404, 200]);
    expect(body.data[2]?.body?.messageInfo).toBe("size 不能大于 50");
  });

  it("runs each call as the batch's caller: another organisation's counters stay closed", async () => {
    const [org] = await h.db.query<{ id: number }>("select id from orgs where code = 'DEMO'");
    const [user] = await h.db.query<{ id: number }>(
      "select id from users where login_name = 'admin'",
    );
    const todo = `/prm/api/toDo?orgId=${org?.id}&userId=${user?.id}&current=1&size=10`;
    const paths = ["/hrs/notice?size=6", todo];
    const mine = await json<Body<Answer[]>>(await batch({ requests: paths }, admin));
    const theirs = await json<Body<Answer[]>>(await batch({ requests: paths }, admin2));
    expect(mine.data).toEqual(await Promise.all(paths.map((p) => alone(p, admin))));
    expect(theirs.data).toEqual(await Promise.all(paths.map((p) => alone(p, admin2))));
    expect(mine.data[1]?.status).toBe(200);
    expect(theirs.data[1]?.body?.code).not.toBe(0);
  });

  it("only reads: a path that saves answers as a GET would, and nothing is saved", async () => {
    const before = await h.db.query("select count(*)::int as n from user_access_records");
    const res = await batch({
      requests: ["/hrs/userAccessRecord/saveUserAccessRecordList", "/hrs/notice?size=1"],
    });
    const body = await json<Body<Answer[]>>(res);
    expect(body.data[0]).toEqual(await alone("/hrs/userAccessRecord/saveUserAccessRecordList"));
    expect(body.data[0]?.status).toBe(404);
    expect(body.data[1]?.status).toBe(200);
    expect(await h.db.query("select count(*)::int as n from user_access_records")).toEqual(before);
  });

  it("needs a signed-in caller", async () => {
    const res = await batch({ requests: ["/hrs/notice"] }, null);
    expect(res.status).toBe(401);
    expect((await json(res)).messageInfo).toBe("登录已超时，请重新登录");
  });

  it.each([
    ["no list", {}, "requests 应为请求路径的列表"],
    ["not a list", { requests: "/hrs/notice" }, "requests 应为请求路径的列表"],
    ["an empty list", { requests: [] }, "requests 不能为空"],
    [
      "too many calls",
      { requests: Array.from({ length: BATCH_MAX + 1 }, () => "/hrs/notice") },
      `requests 最多 ${BATCH_MAX} 项`,
    ],
    ["a number for a path", { requests: ["/hrs/notice", 5] }, "requests 的每一项应为请求路径"],
    [
      "a page, not a call",
      { requests: ["/hrs/notice", "/dashboard"] },
      "requests 第 2 项：只能批量请求接口路径",
    ],
    ["a batch in a batch", { requests: [BATCH_PATH] }, "requests 第 1 项：批量请求不能嵌套"],
    [
      "another host",
      { requests: ["//evil.example/hrs/notice"] },
      "requests 第 1 项：请求路径应以 / 开头",
    ],
    [
      "a full address",
      { requests: ["http://evil.example/hrs/notice"] },
      "requests 第 1 项：请求路径应以 / 开头",
    ],
    ["an empty path", { requests: [""] }, "requests 第 1 项：请求路径长度不正确"],
    [
      "an unknown field",
      { requests: ["/hrs/notice"], method: "POST" },
      "请求参数有误：不支持的字段 method",
    ],
  ])("refuses %s with its reason, and runs none of it", async (_, body, message) => {
    const res = await batch(body);
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ code: 400, messageInfo: message, data: null });
  });

  it("refuses a body that is not JSON", async () => {
    const bad = await batch("{requests:", admin);
    expect(bad.status).toBe(400);
    expect((await json(bad)).messageInfo).toBe("请求参数有误：JSON 格式不正确");
    const form = await batch("requests=/hrs/notice", admin, "application/x-www-form-urlencoded");
    expect(form.status).toBe(415);
  });
});

describe("the client's batching", () => {
  beforeEach(() => {
    arrived = [];
  });

  const useServer = (baseUrl: string, token: string | null) =>
    configureClient({ baseUrl, getToken: () => token, onFailure: () => {}, batchPath: BATCH_PATH });

  it("sends the GET calls started in one task as one request, each getting its own answer", async () => {
    useServer(appUrl, admin);
    const [notices, ranking, guide] = await Promise.all([
      request("GET", "/hrs/notice", { query: { size: 2 } }),
      request("GET", "/hrs/userAccessRecord/topActiveIndex"),
      request("GET", "/hrs/userGuide", { query: { name: "dashboard" } }),
    ]);
    expect(arrived).toEqual([BATCH_PATH]);
    expect(notices).toEqual((await alone("/hrs/notice?size=2")).body?.data);
    expect(ranking).toEqual((await alone("/hrs/userAccessRecord/topActiveIndex")).body?.data);
    expect(guide).toEqual((await alone("/hrs/userGuide?name=dashboard")).body?.data);
  });

  it("fails only the call that failed, with its own message", async () => {
    useServer(appUrl, admin);
    const [good, bad] = await Promise.allSettled([
      request("GET", "/hrs/notice", { query: { size: 1 } }),
      request("GET", "/hrs/notice", { query: { size: 999 } }),
    ]);
    expect(arrived).toEqual([BATCH_PATH]);
    expect(good.status).toBe("fulfilled");
    expect(bad.status).toBe("rejected");
    const failure = ((bad as PromiseRejectedResult).reason as ApiError).failure;
    expect(failure).toMatchObject({ kind: "http", status: 400, message: "size 不能大于 50" });
  });

  it("sends a lone call on its own, and calls from separate tasks separately", async () => {
    useServer(appUrl, admin);
    await request("GET", "/hrs/notice", { query: { size: 1 } });
    await request("GET", "/hrs/userGuide", { query: { name: "dashboard" } });
    expect(arrived).toEqual(["/hrs/notice", "/hrs/userGuide"]);
  });

  it("never batches what is not a GET", async () => {
    useServer(appUrl, admin);
    await Promise.all([
      request("GET", "/hrs/notice", { query: { size: 1 } }),
      request("POST", "/hrs/userAccessRecord/recordMenu", {
        json: { id: 1, name: "x", path: "/x" },
        silent: true,
      }).catch(() => undefined),
    ]);
    expect(arrived).toContain("/hrs/userAccessRecord/recordMenu");
    expect(arrived).toContain("/hrs/notice");
    expect(arrived).not.toContain(BATCH_PATH);
  });

  it("a session that ended: each call meets its own 401", async () => {
    useServer(appUrl, "not-a-real-token-at-all-0123456789");
    const results = await Promise.allSettled([
      request("GET", "/hrs/notice"),
      request("GET", "/hrs/userGuide", { query: { name: "dashboard" } }),
    ]);
    expect(arrived[0]).toBe(BATCH_PATH);
    for (const r of results) {
      expect(((r as PromiseRejectedResult).reason as ApiError).failure).toMatchObject({
        kind: "http",
        status: 401,
      });
    }
  });

  it("a server without the batch: each call goes on its own", async () => {
    useServer(plainUrl, "token");
    const answers = await Promise.all([
      request("GET", "/hrs/a"),
      request("GET", "/hrs/b", { query: { x: 1 } }),
    ]);
    expect(answers).toEqual([{ path: "/hrs/a" }, { path: "/hrs/b?x=1" }]);
    expect(arrived).toEqual([BATCH_PATH, "/hrs/a", "/hrs/b?x=1"]);
  });

  it("a batch answered with a page, not JSON: each call goes on its own", async () => {
    useServer(plainUrl, "token");
    plainBatchPage = true;
    try {
      const answers = await Promise.all([request("GET", "/hrs/a"), request("GET", "/hrs/b")]);
      expect(answers).toEqual([{ path: "/hrs/a" }, { path: "/hrs/b" }]);
      expect(arrived).toEqual([BATCH_PATH, "/hrs/a", "/hrs/b"]);
    } finally {
      plainBatchPage = false;
    }
  });

  it("a call whose caller gave up (its timeout) fails alone; the others arrive", async () => {
    useServer(appUrl, admin);
    const [slow, fine] = await Promise.allSettled([
      request("GET", "/hrs/notice", { query: { size: 1 }, timeout: 0 }),
      request("GET", "/hrs/userGuide", { query: { name: "dashboard" } }),
    ]);
    expect(slow.status).toBe("rejected");
    expect(((slow as PromiseRejectedResult).reason as ApiError).failure.kind).toBe("timeout");
    expect(fine.status).toBe("fulfilled");
  });
});
