import path from "node:path";
import { type S3Settings, s3Settings } from "./files/store.ts";
import { parseRelays } from "./mail/verify.ts";

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  demoPassword: string;
  staticDir: string | undefined;
  trustProxy: boolean;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  logRequests: boolean;
  /** Base of the links we hand out (share links); else the request's own origin. */
  publicUrl: string | undefined;
  /** Default lifetime of a new share link. */
  shareLinkDays: number;
  /**
   * Calls per minute a bucket of server/http/rate-limit.ts allows; 0 turns one off. share and
   * setPassword per client address; lookup and tracking per session (an address five times it).
   */
  rateLimits: { share: number; setPassword: number; lookup: number; tracking: number };
  /** The online quote page framed by /panelSearch; our own /quote.html when unset. */
  quoteUrl: string | undefined;
  /**
   * The provider's public site, where a share page's footer links when the forwarder gave none
   * of its own (/hrs_org); unset: the footer names the forwarder without a link.
   */
  providerUrl: string | undefined;
  /** How long a login waits while its account is under a spray of failures (server/auth/throttle.ts). */
  loginSlowdownMs: number;
  /** SMTP relays on internal addresses the mail check may reach (server/mail/verify.ts). */
  smtpPrivateRelays: string[];
  /** An S3-compatible store for order files (server/files/store.ts); null: the database. */
  s3: S3Settings | null;
};

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** A per-minute rate limit: "0" turns it off, anything else not a positive integer is the default. */
const limit = (value: string | undefined, fallback: number) =>
  value === "0" ? 0 : int(value, fallback);

/** Only an absolute http(s) URL or a path on our own server; anything else is ignored. */
function quoteUrl(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (text.startsWith("/") && !text.startsWith("//")) return text;
  try {
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Only an absolute http(s) URL; anything else is ignored. */
function absoluteUrl(value: string | undefined): string | undefined {
  const url = quoteUrl(value);
  return url?.startsWith("http") ? url : undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: int(env.PORT, 8080),
    host: env.HOST || "0.0.0.0",
    dataDir: path.resolve(env.DATA_DIR || "data"),
    databaseUrl,
    // The embedded default exists to be tried out, so it seeds; a real PostgreSQL only on request.
    seedDemo: databaseUrl ? env.SEED_DEMO === "1" : env.SEED_DEMO !== "0",
    demoPassword: env.DEMO_PASSWORD || "Demo@2026",
    staticDir: env.STATIC_DIR === "" ? undefined : path.resolve(env.STATIC_DIR || "dist"),
    trustProxy: env.TRUST_PROXY === "1",
    sessionIdleMinutes: int(env.SESSION_IDLE_MINUTES, 8 * 60),
    sessionMaxHours: int(env.SESSION_MAX_HOURS, 7 * 24),
    logRequests: env.LOG_REQUESTS !== "0",
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, "") || undefined,
    shareLinkDays: Math.min(int(env.SHARE_LINK_DAYS, 30), 365),
    rateLimits: {
      share: limit(env.SHARE_RATE_LIMIT, 240),
      setPassword: limit(env.SET_PASSWORD_RATE_LIMIT, 20),
      lookup: limit(env.LOOKUP_RATE_LIMIT, 600),
      tracking: limit(env.TRACKING_RATE_LIMIT, 120),
    },
    quoteUrl: quoteUrl(env.QUOTE_URL),
    providerUrl: absoluteUrl(env.PROVIDER_URL),
    smtpPrivateRelays: parseRelays(env.SMTP_PRIVATE_RELAYS),
    loginSlowdownMs: env.LOGIN_SLOWDOWN_MS === "0" ? 0 : int(env.LOGIN_SLOWDOWN_MS, 2000),
    s3: s3Settings(env),
  };
}
