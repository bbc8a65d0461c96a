/**
 * Sign-in throttling that cannot be turned against the victim (issue 33, decision 0058): an
 * account's failures count by the person across organisations and by address; a spray from many
 * addresses slows the account, never refuses the right password from an address with at most two
 * failures; a shared address that failed 30 times is slowed, not locked. The app runs on a test
 * clock: time moves only when the test says, and every wait the server asks for is recorded.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADDRESS_MAX_DELAY_MS, addressDelayMs } from "../../server/auth/throttle.ts";
import { type Harness, startHarness } from "./harness.ts";
import { type Body, DEMO_LOGINS, json } from "./helpers.ts";
import { type TestClock, testClock } from "./test-clock.ts";

const SLOWDOWN_MS = 300;
let h: Harness;
let clock: TestClock;

beforeAll(async () => {
  clock = testClock();
  h = await startHarness({ LOGIN_SLOWDOWN_MS: String(SLOWDOWN_MS) }, { clock });
});

afterAll(async () => {
  await h.close();
});

const attempt = async (username: string, password: string, address: string) => {
  clock.takeSlept();
  const res = await h.call("/auth/oauth/token", {
    method: "POST",
    body: new URLSearchParams({ grant_type: "password", username, password }),
    address,
  });
  return {
    status: res.status,
    retryAfter: Number(res.headers.get("retry-after") ?? 0),
    body: await json<Body>(res),
    /** What the server waited before answering (ms, 0 when it did not). */
    delay: clock.takeSlept().reduce((a, b) => a + b, 0),
  };
};

const RIGHT = "Demo@2026";

describe("a spray of wrong passwords at one account", () => {
  const admin = DEMO_LOGINS.admin;
  const victim = "192.0.2.10";
  const victimTwice = "192.0.2.11";

  it("lets the right password in from an address with one or two failures, slowed", async () => {
    // The real user mistypes once (another colleague twice), before the attack starts.
    expect((await attempt(admin, "typo", victim)).body.messageInfo).toBe("用户名或密码错误");
    for (let i = 0; i < 2; i++)
      expect((await attempt(admin, "typo", victimTwice)).status).toBe(200);
    // 25 wrong passwords from five addresses, five each. Once the account is under spray (20
    // failures) an address with three of them is refused, so the last few are 429s.
    const answers: string[] = [];
    for (let a = 1; a <= 5; a++) {
      for (let i = 0; i < 5; i++) {
        answers.push((await attempt(admin, "guess", `198.51.100.${a}`)).body.messageInfo);
      }
    }
    expect(answers.filter((m) => m === "用户名或密码错误").length).toBeGreaterThanOrEqual(17);
    expect(new Set(answers)).toEqual(new Set(["用户名或密码错误", "登录失败次数过多，请稍后再试"]));
    // The attacker keeps it up, one failure every 20 s from a fresh address; the user is never
    // refused and never waits more than the slow-down.
    for (let tick = 0; tick < 6; tick++) {
      clock.advance(20_000);
      const sprayed = await attempt(admin, "guess", `198.51.100.${100 + tick}`);
      expect(sprayed.body.code).toBe(1);
      expect(sprayed.delay).toBe(SLOWDOWN_MS);
    }
    const real = await attempt(admin, RIGHT, victim);
    expect(real.status).toBe(200);
    expect(real.body.code).toBe(0);
    expect(real.delay).toBe(SLOWDOWN_MS);
    clock.advance(20_000);
    await attempt(admin, "guess", "198.51.100.200");
    const twice = await attempt(admin, RIGHT, victimTwice);
    expect(twice.body.code).toBe(0);
    expect(twice.delay).toBe(SLOWDOWN_MS);
  });

  it("lets the right password in from a clean address, slowed", async () => {
    const res = await attempt(admin, RIGHT, "203.0.113.200");
    expect(res.body.code).toBe(0);
    expect(res.delay).toBe(SLOWDOWN_MS);
  });

  it("keeps refusing the spraying addresses whose pairs locked, with Retry-After", async () => {
    const res = await attempt(admin, RIGHT, "198.51.100.3");
    expect(res.status).toBe(429);
    expect(res.body.messageInfo).toBe("登录失败次数过多，请稍后再试");
    expect(res.retryAfter).toBeGreaterThan(0);
    expect(res.retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it("refuses an address with three failures while the spray lasts, and lets it in after", async () => {
    const third = "192.0.2.12";
    for (let i = 0; i < 3; i++) await attempt(admin, "typo", third);
    const refused = await attempt(admin, RIGHT, third);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
    // A minute without failures cools the account: no refusal, no wait.
    clock.advance(61_000);
    const later = await attempt(admin, RIGHT, third);
    expect(later.body.code).toBe(0);
    expect(later.delay).toBe(0);
  });

  it("leaves other accounts alone and unslowed", async () => {
    const res = await attempt(DEMO_LOGINS.staff, RIGHT, "198.51.100.9");
    expect(res.body.code).toBe(0);
    expect(res.delay).toBe(0);
  });
});

describe("one person in two organisations", () => {
  // 2|admin|DEMO and 2|admin|DEMO2 are the same person (the seed's administrator of both).
  it("has one budget: a pair locked through one organisation is locked through the other", async () => {
    clock.advance(16 * 60_000);
    const address = "192.0.2.40";
    for (let i = 0; i < 5; i++) await attempt(DEMO_LOGINS.admin, "wrong", address);
    const other = await attempt(DEMO_LOGINS.admin2, RIGHT, address);
    expect(other.status).toBe(429);
    expect(other.body.messageInfo).toBe("登录失败次数过多，请稍后再试");
  });

  it("puts the person under spray with failures split between the organisations", async () => {
    clock.advance(16 * 60_000);
    const mistyped = "192.0.2.41";
    for (let i = 0; i < 3; i++) await attempt(DEMO_LOGINS.admin, "typo", mistyped);
    // 17 more, from other addresses, through the second organisation: 20 on the person.
    for (let i = 0; i < 17; i++) await attempt(DEMO_LOGINS.admin2, "guess", `198.51.101.${i + 1}`);
    expect((await attempt(DEMO_LOGINS.admin2, RIGHT, mistyped)).status).toBe(429);
    const clean = await attempt(DEMO_LOGINS.admin2, RIGHT, "203.0.113.41");
    expect(clean.body.code).toBe(0);
    expect(clean.delay).toBe(SLOWDOWN_MS);
  });
});

describe("a shared address with many failures", () => {
  const office = "192.0.2.99";

  it("is slowed from the 30th failure, never locked: the 31st attempt, the right one, gets in", async () => {
    clock.advance(16 * 60_000);
    // 30 failures, one each on names nobody has (a whole office mistyping, or one stranger).
    for (let i = 0; i < 30; i++) {
      const res = await attempt(`1|nobody${i}@example.com|DEMO`, "wrong", office);
      expect(res.body.messageInfo).toBe("用户名或密码错误");
      expect(res.delay).toBe(0);
    }
    const right = await attempt(DEMO_LOGINS.partner, RIGHT, office);
    expect(right.status).toBe(200);
    expect(right.body.code).toBe(0);
    expect(right.delay).toBe(1000);
  });

  it("grows the wait with further failures, up to its cap, and forgets them after the window", async () => {
    for (let i = 30; i < 40; i++) await attempt(`1|nobody${i}@example.com|DEMO`, "wrong", office);
    const slower = await attempt(DEMO_LOGINS.phone, RIGHT, office);
    expect(slower.body.code).toBe(0);
    expect(slower.delay).toBe(2000);
    clock.advance(16 * 60_000);
    const fresh = await attempt(DEMO_LOGINS.phone, RIGHT, office);
    expect(fresh.delay).toBe(0);
  });

  it("follows the written curve (README, decision 0058)", () => {
    expect([0, 29, 30, 39, 40, 50, 60, 70, 500].map(addressDelayMs)).toEqual([
      0,
      0,
      1000,
      1000,
      2000,
      4000,
      8000,
      ADDRESS_MAX_DELAY_MS,
      ADDRESS_MAX_DELAY_MS,
    ]);
  });
});
