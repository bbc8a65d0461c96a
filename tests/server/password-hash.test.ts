/**
 * Finding 7 of the hardening issue: passwords are hashed with scrypt N=2^17 (the suites lower it
 * with PASSWORD_SCRYPT_LOG_N for speed), and a hash stored at a lower cost is replaced at the
 * owner's next successful sign-in.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  hashPassword,
  needsRehash,
  targetLogN,
  verifyPassword,
} from "../../server/auth/password.ts";
import { DEMO_PASSWORD, type Harness, startHarness } from "./harness.ts";

let h: Harness;
const configured = process.env.PASSWORD_SCRYPT_LOG_N;

beforeAll(async () => {
  h = await startHarness();
});

afterEach(() => {
  process.env.PASSWORD_SCRYPT_LOG_N = configured;
});

afterAll(async () => {
  await h.close();
});

const storedHash = async (login: string) =>
  (
    await h.db.query<{ hash: string }>(
      "select password_hash as hash from users where email = $1 or login_name = $1",
      [login],
    )
  )[0]?.hash ?? "";

describe("password hashing", () => {
  it("is scrypt N=2^17, r=8, p=1 unless configured", () => {
    expect(targetLogN({})).toBe(17);
    expect(targetLogN({ PASSWORD_SCRYPT_LOG_N: "15" })).toBe(15);
    expect(targetLogN({ PASSWORD_SCRYPT_LOG_N: "4" })).toBe(17);
    expect(needsRehash(`scrypt$${2 ** 12}$8$1$c2FsdA==$a2V5`)).toBe(true);
  });

  it("verifies a hash made at 2^17", { timeout: 60_000 }, async () => {
    delete process.env.PASSWORD_SCRYPT_LOG_N;
    const hash = await hashPassword("Correct-Horse-9");
    expect(hash.split("$").slice(0, 4)).toEqual(["scrypt", String(2 ** 17), "8", "1"]);
    expect(await verifyPassword("Correct-Horse-9", hash)).toBe(true);
    expect(await verifyPassword("Correct-Horse-8", hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it("refuses a stored hash with parameters no hash of ours has", async () => {
    expect(await verifyPassword("x", `scrypt$${2 ** 30}$8$1$c2FsdA==$a2V5`)).toBe(false);
  });

  it("rehashes a cheaper stored hash at the next successful sign-in only", async () => {
    const before = await storedHash("staff@demo.example");
    expect(before.split("$")[1]).toBe(String(2 ** 14));
    process.env.PASSWORD_SCRYPT_LOG_N = "15";
    // A wrong password changes nothing.
    await expect(h.login("1|staff@demo.example|DEMO", "wrong-password")).rejects.toThrow();
    expect(await storedHash("staff@demo.example")).toBe(before);
    await h.login("1|staff@demo.example|DEMO");
    const after = await storedHash("staff@demo.example");
    expect(after.split("$")[1]).toBe(String(2 ** 15));
    expect(await verifyPassword(DEMO_PASSWORD, after)).toBe(true);
    // And the password still works.
    await h.login("1|staff@demo.example|DEMO");
  });
});
