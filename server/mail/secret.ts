import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Mail passwords are kept with AES-256-GCM. The key comes from MAIL_SECRET_KEY (32 bytes as
 * base64 or hex), or else from DATA_DIR/mail.key, which is created (mode 0600) the first time a
 * password is saved or read. Every ciphertext is bound to its user and organisation (the
 * additional data), so one row's ciphertext copied into another does not decrypt.
 * See docs/personal-settings.md.
 */
export const MAIL_KEY_ENV = "MAIL_SECRET_KEY";
export const MAIL_KEY_FILE = "mail.key";
const VERSION = "v1";

export class MailKeyError extends Error {}

/** 32 bytes from base64, base64url or hex text, or null. */
export function parseKey(text: string): Buffer | null {
  const t = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(t)
    ? Buffer.from(t, "hex")
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(t)
      ? Buffer.from(t.replace(/-/g, "+").replace(/_/g, "/"), "base64")
      : null;
  return bytes?.length === 32 ? bytes : null;
}

/** Reads the key file, or creates it; two processes racing agree on whichever was written first. */
export function loadOrCreateKeyFile(dataDir: string): Buffer {
  const file = path.join(dataDir, MAIL_KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString("base64")}\n`, { mode: 0o600, flag: "wx" });
    chmodSync(file, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const key = parseKey(readFileSync(file, "utf8"));
  if (!key) throw new MailKeyError(`${file} does not hold a 32-byte key (base64 or hex)`);
  return key;
}

export type MailCipher = {
  encrypt(plain: string, owner: { userId: number; orgId: number }): string;
  /** null when the text was made with another key or for another owner. */
  decrypt(stored: string, owner: { userId: number; orgId: number }): string | null;
};

/**
 * A cipher over the configured key. A malformed MAIL_SECRET_KEY fails here, at start-up; the key
 * file is touched only when a password is first encrypted or decrypted.
 */
export function mailCipher(dataDir: string, env: NodeJS.ProcessEnv = process.env): MailCipher {
  const fromEnv = env[MAIL_KEY_ENV];
  let key: Buffer | null = null;
  if (fromEnv) {
    key = parseKey(fromEnv);
    if (!key) throw new MailKeyError(`${MAIL_KEY_ENV} must be 32 bytes in base64 or hex`);
  }
  const getKey = () => {
    key ??= loadOrCreateKeyFile(dataDir);
    return key;
  };
  const aad = (o: { userId: number; orgId: number }) => Buffer.from(`mail:${o.userId}:${o.orgId}`);
  return {
    encrypt(plain, owner) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", getKey(), iv);
      cipher.setAAD(aad(owner));
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, body]
        .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
        .join(".");
    },
    decrypt(stored, owner) {
      const [version, iv, tag, body] = stored.split(".");
      if (version !== VERSION || !iv || !tag || body === undefined) return null;
      const k = getKey();
      try {
        const decipher = createDecipheriv("aes-256-gcm", k, Buffer.from(iv, "base64url"));
        decipher.setAAD(aad(owner));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([
          decipher.update(Buffer.from(body, "base64url")),
          decipher.final(),
        ]).toString("utf8");
      } catch {
        // wrong key, wrong owner or tampered text: the authentication tag does not match
        return null;
      }
    },
  };
}
