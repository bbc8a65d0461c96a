/**
 * Personal settings (spec 001 §7 "Personal settings"), mounted at the root because its calls
 * live under several prefixes, one module each: /hrs/user (user.ts), /hrs/org (org.ts),
 * /hrs/permission (permission.ts), /hrs/dept (dept.ts) and /afbase (afbase.ts). Their SQL is in
 * server/personal-settings/ (store.ts reads, save.ts saves); the SMTP check is server/mail's.
 */
import { Hono } from "hono";
import type { AppEnv, Deps } from "../../http/types.ts";
import { type MailCipher, mailCipher } from "../../mail/secret.ts";
import { checkSmtp, type SmtpCheck, type SmtpCheckResult } from "../../mail/verify.ts";
import { afbaseRoutes } from "./afbase.ts";
import { deptRoutes } from "./dept.ts";
import { orgRoutes } from "./org.ts";
import { permissionRoutes } from "./permission.ts";
import { userRoutes } from "./user.ts";

export {
  CHECK_LIMIT,
  CHECK_WINDOW_MINUTES,
  CONFLICT_CODE,
  PERSONAL_MESSAGES,
} from "../../personal-settings/messages.ts";

export type PersonalSettingsOptions = {
  /** The SMTP check; tests may bound its timeout, nothing else. */
  smtp?: (check: SmtpCheck) => Promise<SmtpCheckResult>;
  cipher?: MailCipher;
};

export function personalSettingsRoutes(
  { db, config }: Deps,
  options: PersonalSettingsOptions = {},
) {
  const cipher = options.cipher ?? mailCipher(config.dataDir);
  const policy = { privateRelays: config.smtpPrivateRelays };
  const smtp = options.smtp ?? ((check: SmtpCheck) => checkSmtp(check, policy));

  return new Hono<AppEnv>()
    .route("/", userRoutes(db, cipher, smtp))
    .route("/", orgRoutes(db))
    .route("/", permissionRoutes(db))
    .route("/", afbaseRoutes(db))
    .route("/", deptRoutes(db));
}
