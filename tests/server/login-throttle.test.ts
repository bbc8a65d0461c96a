/**
 * Finding 2 of the hardening issue: failures are throttled per account and address; per account
 * the server slows down instead of locking, so a stranger spraying wrong passwords from many
 * addresses cannot keep the real user out.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "./harness.ts";
import { type Body, json } from "./helpers.ts";

const SLOWDOWN_MS = 300;
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ LOGIN_SLOWDOWN_MS: String(SLOWDOWN_MS) });
});

afterAll(async () => {
  await h.close();
});

const attempt = async (username: string, password: string, address: string) => {
  const started = performance.now();
  const res = await h.call("/auth/oauth/token", {
    method: "POST",
    body: new URLSearchParams({ grant_type: "password", username, password }),
    address,
  });
  return {
    status: res.status,
    retryAfter: Number(res.headers.get("retry-after") ?? 0),
    body: await json<Body>(res),
    ms: performance.now() - started,
  };
};

describe("a spray of wrong passwords at one account", () => {
  const admin = "2|admin|DEMO";

  it("never refuses the right password from an address that has not been failing", async () => {
    // 24 addresses, 1 wrong password each: past the account's 20, as the probe did.
    for (let i = 0; i < 24; i++) {
      const res = await attempt(admin, "wrong-password", `198.51.100.${i + 1}`);
      expect(res.status).toBe(200);
      expect(res.body.messageInfo).toBe("用户名或密码错误");
    }
    // "One more each time Retry-After runs out" cannot lock it: the real user gets in, slowed.
    const real = await attempt(admin, "Demo@2026", "203.0.113.200");
    expect(real.status).toBe(200);
    expect(real.body.code).toBe(0);
    expect(real.ms).toBeGreaterThanOrEqual(SLOWDOWN_MS - 5);
  });

  it("refuses the addresses that have been failing on the hot account, with Retry-After", async () => {
    const res = await attempt(admin, "Demo@2026", "198.51.100.3");
    expect(res.status).toBe(429);
    expect(res.body.messageInfo).toBe("登录失败次数过多，请稍后再试");
    expect(res.retryAfter).toBeGreaterThan(0);
    expect(res.retryAfter).toBeLessThanOrEqual(60);
  });

  it("slows a new address's wrong password too, and answers it as wrong", async () => {
    const res = await attempt(admin, "still-wrong", "198.51.100.200");
    expect(res.body.messageInfo).toBe("用户名或密码错误");
    expect(res.ms).toBeGreaterThanOrEqual(SLOWDOWN_MS - 5);
  });

  it("leaves other accounts alone and fast", async () => {
    const res = await attempt("1|staff@demo.example|DEMO", "Demo@2026", "198.51.100.9");
    expect(res.body.code).toBe(0);
    expect(res.ms).toBeLessThan(SLOWDOWN_MS + 2000);
  });
});

describe("one address failing on one account", () => {
  it("locks only that pair after 5 failures; the same account elsewhere is not slowed", async () => {
    const partner = "1|partner@demo.example|DEMO";
    for (let i = 0; i < 5; i++) {
      expect((await attempt(partner, "wrong", "192.0.2.60")).body.code).toBe(1);
    }
    const locked = await attempt(partner, "Demo@2026", "192.0.2.60");
    expect(locked.status).toBe(429);
    const elsewhere = await attempt(partner, "Demo@2026", "192.0.2.61");
    expect(elsewhere.body.code).toBe(0);
  });
});
