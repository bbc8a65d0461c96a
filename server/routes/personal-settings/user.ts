/** /hrs/user: the caller's own record and settings, their save, and the mailbox check. */
import { Hono } from "hono";
import * as v from "valibot";
import {
  type CcList,
  DIGIT_KINDS,
  personalSettingsSchema,
  SAVE_MESSAGES,
  savedPasswordApplies,
  scopeFields,
  VERIFY_MESSAGES,
} from "../../../src/domain/personal-settings.ts";
import { checkEmailSchema } from "../../../src/domain/personal-settings-check-email.ts";
import {
  defaultPersonalSettings,
  needsRelogin,
} from "../../../src/domain/personal-settings-defaults.ts";
import { BUSINESS_SCOPES } from "../../../src/domain/scope.ts";
import type { AuthContext } from "../../auth/sessions.ts";
import type { Db, Queryable } from "../../db/client.ts";
import { ApiError, fail, MESSAGES, ok } from "../../envelope.ts";
import { check, limitBody, readJson } from "../../http/body.ts";
import type { AppEnv } from "../../http/types.ts";
import type { MailCipher } from "../../mail/secret.ts";
import type { SmtpCheck, SmtpCheckResult } from "../../mail/verify.ts";
import { CHECK_LIMIT, CONFLICT_CODE, PERSONAL_MESSAGES } from "../../personal-settings/messages.ts";
import { checkReferences, saveSettings } from "../../personal-settings/save.ts";
import {
  ccRows,
  contextOf,
  recentChecks,
  recordCheck,
  scopeRows,
  settingsRow,
  type UserRow,
  userRow,
} from "../../personal-settings/store.ts";

/** Reads the JSON body (415/400/413 as everywhere), leaving the shape to the caller's schema. */
const ANY_BODY = v.unknown();

/** The caller as a member of the session's organisation; 404 when that is gone. */
async function member(q: Queryable, auth: AuthContext): Promise<UserRow> {
  const row = await userRow(q, auth);
  if (!row) throw new ApiError(404, MESSAGES.userNotFound);
  return row;
}

/** GET /hrs/user/getHrsUserExtend: every stored setting of the caller in this organisation. */
async function extendOf(q: Queryable, auth: AuthContext) {
  const row = await settingsRow(q, auth);
  const defaults = defaultPersonalSettings({ userId: auth.userId }) as Record<string, unknown>;
  const scopes: Record<string, unknown> = {};
  for (const scope of BUSINESS_SCOPES) {
    const f = scopeFields(scope);
    for (const kind of DIGIT_KINDS) scopes[f.digits[kind]] = defaults[f.digits[kind]];
    scopes[f.defaultDate] = defaults[f.defaultDate];
    scopes[f.defaultStation] = defaults[f.defaultStation];
    scopes[f.lockStatus] = defaults[f.lockStatus];
    scopes[f.feeService] = defaults[f.feeService];
  }
  const ccLists: Record<CcList, number[]> = {
    orderTrackCcUser: [],
    sendGoodsNotifyCcUser: [],
    sendBillCcUser: [],
    sendInventoryCcUser: [],
  };
  if (row) {
    for (const s of await scopeRows(q, auth)) {
      const f = scopeFields(s.scope);
      scopes[f.digits.weight] = s.weight;
      scopes[f.digits.volume] = s.volume;
      scopes[f.digits.chargeWeight] = s.chargeWeight;
      scopes[f.defaultDate] = s.defaultDate;
      scopes[f.defaultStation] = s.defaultStation;
      scopes[f.lockStatus] = String(s.lockStatus);
      scopes[f.feeService] = s.feeService;
    }
    for (const { list, userId } of await ccRows(q, auth)) ccLists[list].push(userId);
  }
  const flag = (b: boolean) => (b ? "1" : "0");
  return {
    version: row?.version ?? 0,
    orderEditNewPage: row?.orderEditNewPage ?? false,
    orderSaveClosePage: row?.orderSaveClosePage ?? false,
    ...scopes,
    orderAeDefaultBarcodeLabelSize: row?.barcode ?? "",
    orderAeHawbCopyAwbInfo: flag(row?.hawbCopy ?? true),
    loadingDateType: row?.loadingDateType ?? "LOCALTIME",
    aeWarehouseId: row?.aeWarehouseId ? String(row.aeWarehouseId) : "",
    aiWarehouseId: row?.aiWarehouseId ? String(row.aiWarehouseId) : "",
    mailValid: flag(row?.mailValid ?? false),
    mailName: row?.mailName ?? "",
    mailAddress: row?.mailAddress ?? "",
    mailSmtp: row?.mailSmtp ?? "",
    mailUser: row?.mailUser ?? "",
    // The password never leaves the server; the form shows that one is saved.
    mailVerifyCode: "",
    mailPasswordSet: Boolean(row?.passwordEnc),
    mailSsl: flag(row?.mailSsl ?? false),
    mailPort: row ? row.mailPort : 25,
    mailSignature: row?.mailSignature ?? "",
    ...ccLists,
  };
}

export function userRoutes(
  db: Db,
  cipher: MailCipher,
  smtp: (check: SmtpCheck) => Promise<SmtpCheckResult>,
) {
  return new Hono<AppEnv>()
    .get("/hrs/user/getHrsUserExtend", async (c) => ok(c, await extendOf(db, c.get("auth"))))
    .get("/hrs/user/:userId{[0-9]+}", async (c) => {
      const auth = c.get("auth");
      if (Number(c.req.param("userId")) !== auth.userId) {
        throw new ApiError(403, PERSONAL_MESSAGES.notSelf);
      }
      const u = await member(db, auth);
      return ok(c, {
        userId: u.userId,
        orgName: u.orgName,
        userName: u.userName,
        userEname: u.userEname ?? "",
        userEmail: u.userEmail ?? "",
        phoneNumber: u.phoneNumber ?? "",
        internationalCountryCode: u.internationalCountryCode ?? "",
        loginRole: u.loginRole,
        paramText: u.paramText,
      });
    })
    .put("/hrs/user/editPersonal", limitBody(), async (c) => {
      const auth = c.get("auth");
      const raw = await readJson(c, ANY_BODY);
      const user = await member(db, auth);
      const stored = await settingsRow(db, auth);
      const s = check(personalSettingsSchema(contextOf(user, stored)), raw);
      if (s.userId !== auth.userId) throw new ApiError(403, PERSONAL_MESSAGES.notSelf);
      // Sent although already set: it must be the same address; it is never changed here.
      if (user.userEmail && s.userEmail !== undefined) {
        if (s.userEmail.trim().toLowerCase() !== user.userEmail.toLowerCase()) {
          throw new ApiError(400, PERSONAL_MESSAGES.emailLocked);
        }
      }
      const newEmail = user.userEmail ? null : (s.userEmail ?? null);
      const bad = await checkReferences(db, auth, s);
      if (bad) throw new ApiError(400, PERSONAL_MESSAGES[bad]);
      const passwordEnc =
        s.mailVerifyCode !== ""
          ? cipher.encrypt(s.mailVerifyCode, { userId: auth.userId, orgId: auth.orgId })
          : null;

      const answer = await saveSettings(db, auth, s, newEmail, passwordEnc);
      if (answer === "conflict") return fail(c, SAVE_MESSAGES.conflict, CONFLICT_CODE);
      if ("taken" in answer) return fail(c, answer.taken);

      const flag = (b: boolean | undefined) => (b ? "1" : "0");
      const before = {
        userEmail: user.userEmail ?? "",
        mailValid: flag(stored?.mailValid),
        mailName: stored?.mailName ?? "",
        mailAddress: stored?.mailAddress ?? "",
        mailSmtp: stored?.mailSmtp ?? "",
        mailUser: stored?.mailUser ?? "",
        mailSsl: flag(stored?.mailSsl),
        mailPort: stored ? stored.mailPort : 25,
        mailSignature: stored?.mailSignature ?? "",
      } as const;
      const relogin = needsRelogin(before, {
        ...s,
        userEmail: newEmail ?? undefined,
      });
      return ok(
        c,
        { version: answer.version, reloginRequired: relogin },
        relogin ? SAVE_MESSAGES.relogin : SAVE_MESSAGES.success,
      );
    })
    .post("/hrs/user/checkEmail", limitBody(), async (c) => {
      const auth = c.get("auth");
      const raw = await readJson(c, ANY_BODY);
      const user = await member(db, auth);
      const stored = await settingsRow(db, auth);
      const ctx = contextOf(user, stored);
      const body = check(checkEmailSchema(ctx), raw);

      const recent = await recentChecks(db, auth.userId);
      if ((recent?.n ?? 0) >= CHECK_LIMIT) {
        throw new ApiError(429, PERSONAL_MESSAGES.tooManyChecks, {
          "Retry-After": String(Math.max(1, recent?.wait ?? 60)),
        });
      }
      await recordCheck(db, auth.userId);

      let password = body.mailVerifyCode;
      if (
        password === "" &&
        stored?.passwordEnc &&
        savedPasswordApplies(ctx, { mailValid: "1", ...body })
      ) {
        const plain = cipher.decrypt(stored.passwordEnc, {
          userId: auth.userId,
          orgId: auth.orgId,
        });
        if (plain === null)
          return fail(c, `${VERIFY_MESSAGES.failure}：${PERSONAL_MESSAGES.passwordUnreadable}`);
        password = plain;
      }
      const address = ctx.admin
        ? body.mailAddress
        : (user.userEmail ?? body.userEmail.trim().toLowerCase());
      const result = await smtp({
        host: body.mailSmtp,
        port: body.mailPort ?? 25,
        secure: body.mailSsl === "1",
        user: body.mailUser || address,
        password,
      });
      if (!result.ok) return fail(c, `${VERIFY_MESSAGES.failure}：${result.reason}`);
      return ok(c, true, VERIFY_MESSAGES.success);
    });
}
