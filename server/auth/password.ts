import { randomBytes, scrypt as scryptCb, timingSafeEqual } from "node:crypto";

/**
 * scrypt with N=2^17, r=8, p=1: OWASP's scrypt equivalent of argon2id m=19 MiB t=2, with no
 * native add-on to install (Node 20 has no argon2). A hash stored with a weaker setting is
 * replaced at the owner's next successful sign-in (needsRehash).
 *
 * PASSWORD_SCRYPT_LOG_N (14 to 20) changes the cost of new hashes: the test suites use 14 so a
 * sign-in does not take seconds on a loaded 2-core box. Production leaves it unset.
 */
const DEFAULT_LOG_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/** log2 of N for new hashes. */
export function targetLogN(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.PASSWORD_SCRYPT_LOG_N);
  return Number.isInteger(n) && n >= 14 && n <= 20 ? n : DEFAULT_LOG_N;
}

/**
 * Each hash holds 128·N·r bytes (128 MiB at N=2^17) for its duration: at most two at a time, so a
 * burst of sign-ins cannot take the server's memory. The others queue (FIFO).
 */
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function scrypt(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return withSlot(
    () =>
      new Promise((resolve, reject) => {
        scryptCb(
          password.normalize("NFKC"),
          salt,
          KEY_LENGTH,
          { N: n, r, p, maxmem: 128 * n * r * 2 },
          (error, key) => (error ? reject(error) : resolve(key)),
        );
      }),
  );
}

/** The cost of the seeded demo users' hashes (their password is public; see seed/demo.ts). */
export const DEMO_SEED_LOG_N = 15;

export async function hashPassword(password: string, logN = targetLogN()): Promise<string> {
  const salt = randomBytes(16);
  const n = 2 ** Math.min(logN, targetLogN());
  const key = await scrypt(password, salt, n, R, P);
  return `scrypt$${n}$${R}$${P}$${salt.toString("base64")}$${key.toString("base64")}`;
}

/** The parameters a stored hash was made with, or null when it is not one of ours. */
function parse(stored: string) {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !key) return null;
  const params = { n: Number(n), r: Number(r), p: Number(p) };
  // Refuse parameters no hash of ours has: a tampered row must not cost gigabytes.
  if (!Number.isInteger(Math.log2(params.n)) || params.n < 2 ** 10 || params.n > 2 ** 20)
    return null;
  if (params.r < 1 || params.r > 16 || params.p < 1 || params.p > 4) return null;
  return { ...params, salt, key };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const expected = Buffer.from(parsed.key, "base64");
  const actual = await scrypt(
    password,
    Buffer.from(parsed.salt, "base64"),
    parsed.n,
    parsed.r,
    parsed.p,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether a hash that just verified should be replaced by one at today's cost. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.n < 2 ** targetLogN() || parsed.r < R || parsed.p < P;
}

/** A hash of a random password: verifying against it costs the same as a real one. */
let decoy: { logN: number; hash: Promise<string> } | undefined;
export function decoyHash(): Promise<string> {
  if (decoy?.logN !== targetLogN()) {
    decoy = { logN: targetLogN(), hash: hashPassword(randomBytes(16).toString("hex")) };
  }
  return decoy.hash;
}
