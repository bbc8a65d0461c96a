/**
 * Finding 7 of the hardening issue, the smaller ones: Cache-Control on API answers, HSTS only over
 * HTTPS, last-seen refreshed often enough for a short idle limit, and an aborted POST body that is
 * no unhandled error.
 */
import { connect } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { createLogger } from "../../server/log.ts";
import { type Harness, startHarness } from "./harness.ts";

let h: Harness;
let token: string;

beforeAll(async () => {
  h = await startHarness({ SESSION_IDLE_MINUTES: "1" });
  token = await h.login("2|admin|DEMO");
});

afterAll(async () => {
  await h.close();
});

describe("caching and transport headers", () => {
  it("API answers carry Cache-Control: no-store, the public track data too", async () => {
    const signedIn = await h.call("/hrs/permission/getButtonInfo", { token });
    expect(signedIn.headers.get("cache-control")).toBe("no-store");
    const track = await h.call(`/afbase/external/order/orderTrack?o=AF${"x".repeat(43)}`);
    expect(track.headers.get("cache-control")).toBe("no-store");
    const failed = await h.call("/hrs/no/such/call", { token });
    expect(failed.headers.get("cache-control")).toBe("no-store");
  });

  it("sends HSTS over HTTPS only", async () => {
    const plain = await h.app.request("http://localhost/hrs/language/pages");
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    const secure = await h.app.request("https://localhost/hrs/language/pages");
    expect(secure.headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);
  });

  it("behind a trusted proxy, follows X-Forwarded-Proto", async () => {
    // The same database behind an app configured for a trusted proxy.
    const proxied = createApp({
      db: h.db,
      config: loadConfig({ STATIC_DIR: "", LOG_REQUESTS: "0", TRUST_PROXY: "1" }),
      log: createLogger(() => {}),
    });
    const https = await proxied.request("/hrs/language/pages", {
      headers: { "x-forwarded-proto": "https" },
    });
    expect(https.headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);
    const http = await proxied.request("/hrs/language/pages", {
      headers: { "x-forwarded-proto": "http" },
    });
    expect(http.headers.get("strict-transport-security")).toBeNull();
  });
});

describe("idle sessions with SESSION_IDLE_MINUTES=1", () => {
  it("keeps a token used every 15 s alive past 60 s", async () => {
    const mine = await h.login("1|staff@demo.example|DEMO");
    const [row] = await h.db.query<{ id: number }>(
      "select id from sessions where revoked_at is null order by id desc limit 1",
    );
    // Six uses 15 s apart (90 s in all), time moved by shifting the session's clock back.
    for (let use = 1; use <= 6; use++) {
      await h.db.query(
        `update sessions set last_seen_at = last_seen_at - interval '15 seconds',
           created_at = created_at - interval '15 seconds' where id = $1`,
        [row?.id],
      );
      const res = await h.call("/hrs/permission/getButtonInfo", { token: mine });
      expect(res.status, `use ${use}, ${use * 15} s after sign-in`).toBe(200);
    }
  });

  it("still ends a token left unused for the idle limit", async () => {
    const mine = await h.login("1|staff@demo.example|DEMO");
    await h.db.query(
      "update sessions set last_seen_at = now() - interval '61 seconds' where revoked_at is null",
    );
    expect((await h.call("/hrs/permission/getButtonInfo", { token: mine })).status).toBe(401);
  });
});

describe("an aborted POST body", () => {
  it("is logged as an abort, not as an unhandled error", { timeout: 30_000 }, async () => {
    const lines: string[] = [];
    const app = createApp({
      db: h.db,
      config: loadConfig({ STATIC_DIR: "", LOG_REQUESTS: "0" }),
      log: createLogger((line) => lines.push(line)),
    });
    let port = 0;
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
        port = info.port;
        resolve(s);
      });
    });
    try {
      for (const type of ["application/json", "application/x-www-form-urlencoded"]) {
        const socket = connect(port, "127.0.0.1");
        await new Promise((resolve) => socket.once("connect", resolve));
        socket.write(
          `POST /afbase/external/downloadAWB?o=x HTTP/1.1\r\nHost: a\r\nContent-Type: ${type}\r\n` +
            "Transfer-Encoding: chunked\r\n\r\n10\r\n0123456789abcdef\r\n",
        );
        await new Promise((resolve) => setTimeout(resolve, 200));
        socket.destroy();
      }
      const deadline = Date.now() + 5000;
      while (lines.filter((l) => l.includes("aborted")).length < 2 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(lines.filter((l) => l.includes('"msg":"client aborted"'))).toHaveLength(2);
      expect(lines.filter((l) => l.includes('"level":"error"'))).toEqual([]);
    } finally {
      server.close();
    }
  });
});
