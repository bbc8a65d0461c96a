/**
 * Rate limits on the set-password link's check and set (per address), the lookups and cargo
 * tracking (per session, and per address at five sessions' worth): 429 with Retry-After and the
 * catalogue's text past the limit, through the server's one limiter (server/http/rate-limit.ts).
 * The app runs on a test clock, so a minute's window never turns over mid-test.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADDRESS_SESSIONS } from "../../server/http/rate-limit.ts";
import { EDGE_MESSAGES } from "../../src/contract/errors.ts";
import { type Harness, startHarness } from "./harness.ts";
import { type Body, DEMO_LOGINS, json } from "./helpers.ts";
import { type TestClock, testClock } from "./test-clock.ts";

const LIMIT = 3;
let h: Harness;
let clock: TestClock;

beforeAll(async () => {
  clock = testClock();
  h = await startHarness(
    {
      SET_PASSWORD_RATE_LIMIT: String(LIMIT),
      LOOKUP_RATE_LIMIT: String(LIMIT),
      TRACKING_RATE_LIMIT: String(LIMIT),
    },
    { clock },
  );
});

afterAll(async () => {
  await h.close();
});

const read = async (res: Response) => ({
  status: res.status,
  retryAfter: Number(res.headers.get("retry-after") ?? 0),
  body: await json<Body>(res),
});

const expectLimited = (res: Awaited<ReturnType<typeof read>>) => {
  expect(res.status).toBe(429);
  expect(res.body.messageInfo).toBe(EDGE_MESSAGES.tooManyRequests);
  expect(res.retryAfter).toBeGreaterThanOrEqual(1);
  expect(res.retryAfter).toBeLessThanOrEqual(60);
};

describe("the set-password link", () => {
  const check = async (address: string) =>
    read(await h.call(`/hrs/user/setPassword?token=${"A".repeat(43)}`, { address }));
  const set = async (address: string) =>
    read(
      await h.call("/hrs/user/setPassword", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          token: "B".repeat(43),
          newPassword: "Fresh#Pass2026",
          confirmPassword: "Fresh#Pass2026",
        }),
        address,
      }),
    );

  it("answers 429 past the per-address limit, checks and sets counted together", async () => {
    for (let i = 0; i < LIMIT - 1; i++) {
      const res = await check("198.51.100.80");
      expect(res.status).toBe(200);
      expect(res.body.messageInfo).toBe("链接无效或已过期，请联系管理员重新发送");
    }
    expect((await set("198.51.100.80")).body.messageInfo).toBe(
      "链接无效或已过期，请联系管理员重新发送",
    );
    expectLimited(await check("198.51.100.80"));
    expectLimited(await set("198.51.100.80"));
    // Another address is not affected.
    expect((await check("198.51.100.81")).status).toBe(200);
  });

  it("lets the address in again in the next minute", async () => {
    clock.advance(60_000);
    expect((await check("198.51.100.80")).status).toBe(200);
  });
});

describe("the lookups", () => {
  it("answer 429 past the per-session limit, every lookup in one bucket", async () => {
    const token = await h.login(DEMO_LOGINS.admin);
    const page = async (path: string) => read(await h.call(path, { token }));
    expect((await page("/afbase/airport/page?keyword=pvg")).status).toBe(200);
    expect((await page("/afbase/carrier/page?keyword=air")).status).toBe(200);
    expect((await page("/sc/port/page?keyword=sha")).status).toBe(200);
    expectLimited(await page("/afbase/airport/page?keyword=pvg"));
    expectLimited(
      await read(
        await h.call("/afbase/flight/export", {
          method: "POST",
          token,
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ mode: "page", columns: ["flightNo"] }),
        }),
      ),
    );
    // Another session of the same person has its own budget.
    const second = await h.login(DEMO_LOGINS.admin);
    const other = await read(await h.call("/afbase/airport/page?keyword=pvg", { token: second }));
    expect(other.status).toBe(200);
  });

  it("answer 429 past the per-address limit, whatever the session", async () => {
    clock.advance(60_000);
    const address = "198.51.100.90";
    let calls = 0;
    for (let s = 0; s < ADDRESS_SESSIONS; s++) {
      const token = await h.login(DEMO_LOGINS.admin);
      for (let i = 0; i < LIMIT; i++) {
        const res = await h.call("/afbase/airport/page", { token, address });
        expect(res.status).toBe(200);
        calls++;
      }
    }
    expect(calls).toBe(LIMIT * ADDRESS_SESSIONS);
    const fresh = await h.login(DEMO_LOGINS.admin);
    expectLimited(await read(await h.call("/afbase/airport/page", { token: fresh, address })));
  });
});

describe("cargo tracking", () => {
  it("answers 429 past the per-session limit", async () => {
    clock.advance(60_000);
    const token = await h.login(DEMO_LOGINS.admin);
    const track = async () =>
      read(await h.call("/afbase/cargoTracking?numbers=AE2500001", { token }));
    for (let i = 0; i < LIMIT; i++) {
      const res = await track();
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(0);
    }
    expectLimited(await track());
    clock.advance(60_000);
    expect((await track()).status).toBe(200);
  });
});
