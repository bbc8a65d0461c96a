/**
 * The error catalogue (seed 000 §8, 001 §8), one row per test, through the real HTTP client
 * against real servers: a small server made to answer each fault, and the app itself.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { configureClient, request } from "../../src/api/client.ts";
import type { ApiFailure } from "../../src/api/errors.ts";
import { presentFailure } from "../../src/app/error-presenter.ts";
import type { ToastKind, ToastOptions } from "../../src/ui/toast.tsx";
import { type Harness, startHarness } from "./harness.ts";

let faults: Server;
let faultsUrl: string;
let h: Harness;
let appServer: ReturnType<typeof serve>;
let appUrl: string;

const envelope = (code: number, messageInfo: string, data: unknown = null) =>
  JSON.stringify({ code, messageInfo, data });

beforeAll(async () => {
  faults = createServer((req, res) => {
    const [, , what] = (req.url ?? "").split("/");
    const send = (status: number, body: string) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(body);
    };
    switch (what) {
      case "slow":
        setTimeout(() => send(200, envelope(0, "ok")), 2000);
        return;
      case "401":
        return send(401, envelope(401, "登录已超时，请重新登录"));
      case "401-norole":
        return send(401, envelope(401, "该用户没有角色权限，请联系管理员"));
      case "403":
        return send(403, envelope(403, "forbidden"));
      case "404":
        return send(404, "not json");
      case "501":
        return send(501, "");
      case "503":
        return send(503, "");
      case "504":
        return send(504, "");
      case "418":
        return send(418, envelope(418, "服务器说：茶壶"));
      case "500-empty":
        return send(500, "");
      case "code":
        return send(200, envelope(5, "订单已锁定"));
      case "code-nomsg":
        return send(200, JSON.stringify({ code: 7, data: null }));
      case "chat":
        return send(200, envelope(200, "ok", ["contact"]));
      default:
        return send(200, envelope(0, "操作成功", { ok: true }));
    }
  });
  await new Promise<void>((resolve) => faults.listen(0, "127.0.0.1", resolve));
  faultsUrl = `http://127.0.0.1:${(faults.address() as AddressInfo).port}`;

  h = await startHarness();
  await new Promise<void>((resolve) => {
    appServer = serve({ fetch: h.app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
      appUrl = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });
});

afterAll(async () => {
  faults.close();
  appServer.close();
  await h.close();
});

type Shown = { kind: ToastKind; message: string; options: ToastOptions | undefined };
let shown: Shown[];
let signedOut: number;

beforeEach(() => {
  shown = [];
  signedOut = 0;
});

function useServer(baseUrl: string, token: string | null = null) {
  configureClient({
    baseUrl,
    getToken: () => token,
    onFailure: (failure: ApiFailure) =>
      presentFailure(failure, {
        notify: (kind, message, options) => shown.push({ kind, message, options }),
      }),
    // As the app does (src/app/session/policy.ts): the catalogue text, then sign out.
    onUnauthorized: (failure: ApiFailure) => {
      presentFailure(failure, {
        notify: (kind, message, options) => shown.push({ kind, message, options }),
      });
      signedOut += 1;
    },
  });
}

async function fail(path: string, options: Parameters<typeof request>[2] = {}) {
  await expect(request("GET", path, options)).rejects.toThrow();
}

describe("error catalogue", () => {
  it("timeout: one warning, 5 s, with the catalogue text", async () => {
    useServer(faultsUrl);
    await Promise.all([fail("/t/slow", { timeout: 100 }), fail("/t/slow", { timeout: 100 })]);
    expect(shown).toHaveLength(2);
    // Both carry the same id, so the toaster shows one at a time.
    for (const s of shown) {
      expect(s).toEqual({
        kind: "warning",
        message: "请求超时，请检查网络或稍后重试",
        options: { id: "timeout", duration: 5000 },
      });
    }
  });

  it("401 with message content: the timed-out text, then sign out", async () => {
    useServer(faultsUrl);
    await fail("/t/401");
    expect(shown[0]?.message).toBe("登录已超时，请重新登录");
    expect(signedOut).toBe(1);
  });

  it("401 with the no-role text: that text, then sign out", async () => {
    useServer(faultsUrl);
    await fail("/t/401-norole");
    expect(shown[0]?.message).toBe("该用户没有角色权限，请联系管理员");
    expect(signedOut).toBe(1);
  });

  it("401 from the real app when the token is unknown", async () => {
    useServer(appUrl, "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    await fail("/hrs/permission/getButtonInfo");
    expect(shown[0]?.message).toBe("登录已超时，请重新登录");
    expect(signedOut).toBe(1);
  });

  it("403: the no-permission text for 3 s", async () => {
    useServer(faultsUrl);
    await fail("/t/403");
    expect(shown[0]).toEqual({
      kind: "error",
      message: "您没有操作权限,请联系管理员",
      options: { duration: 3000 },
    });
  });

  it.each([
    ["404", "404网络请求不存在"],
    ["501", "服务器开小差了，请稍后再试"],
    ["503", "请检查您的网络"],
    ["504", "服务器开小差了，请联系管理员"],
  ])("%s: %s", async (status, message) => {
    useServer(faultsUrl);
    await fail(`/t/${status}`);
    expect(shown[0]?.message).toBe(message);
    expect(signedOut).toBe(0);
  });

  it("404 from the real app for an unknown call", async () => {
    useServer(appUrl, await h.login("2|admin|DEMO"));
    await fail("/hrs/no/such/call");
    expect(shown[0]?.message).toBe("404网络请求不存在");
  });

  it("other statuses: the server's messageInfo", async () => {
    useServer(faultsUrl);
    await fail("/t/418");
    expect(shown[0]?.message).toBe("服务器说：茶壶");
  });

  it("other statuses without a message: the generic text", async () => {
    useServer(faultsUrl);
    await fail("/t/500-empty");
    expect(shown[0]?.message).toBe("服务器开小差了，请稍后再试");
  });

  it("a non-zero code: the server's messageInfo", async () => {
    useServer(faultsUrl);
    await fail("/t/code");
    expect(shown[0]).toMatchObject({ kind: "error", message: "订单已锁定" });
  });

  it("a non-zero code without messageInfo: 数据获取失败", async () => {
    useServer(faultsUrl);
    await fail("/t/code-nomsg");
    expect(shown[0]?.message).toBe("数据获取失败");
  });

  it("a non-zero code from the real app: its messageInfo (wrong password)", async () => {
    useServer(appUrl);
    await expect(
      request("POST", "/auth/oauth/token", {
        form: { grant_type: "password", username: "2|admin|DEMO", password: "wrong" },
      }),
    ).rejects.toThrow("用户名或密码错误");
    expect(shown[0]?.message).toBe("用户名或密码错误");
  });

  it("chat calls succeed on code 200", async () => {
    useServer(faultsUrl);
    await expect(request("GET", "/t/chat", { successCode: 200 })).resolves.toEqual(["contact"]);
    expect(shown).toHaveLength(0);
  });

  it("a silent call's 401 still ends the session (the session is gone for every call)", async () => {
    useServer(appUrl, "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    await fail("/hrs/permission/getButtonInfo", { silent: true });
    expect(signedOut).toBe(1);
    expect(shown[0]?.message).toBe("登录已超时，请重新登录");
  });

  it("a silent call shows nothing and still rejects", async () => {
    useServer(faultsUrl);
    await fail("/t/503", { silent: true });
    expect(shown).toHaveLength(0);
  });

  it("no server at all: the network text", async () => {
    useServer("http://127.0.0.1:9");
    await fail("/anything");
    expect(shown[0]?.message).toBe("请检查您的网络");
  });

  it("query parameters are trimmed and empty ones left out", async () => {
    let seen = "";
    const probe = createServer((req, res) => {
      seen = req.url ?? "";
      res.end(envelope(0, "ok"));
    });
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    useServer(`http://127.0.0.1:${(probe.address() as AddressInfo).port}`);
    await request("GET", "/q", { query: { o: "  AF123  ", code: " ", g: undefined, n: 0 } });
    probe.close();
    expect(seen).toBe("/q?o=AF123&n=0");
  });
});
