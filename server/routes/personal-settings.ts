import { Hono } from "hono";
import * as v from "valibot";
import {
  CC_LISTS,
  type CcList,
  checkEmailSchema,
  DIGIT_KINDS,
  defaultPersonalSettings,
  needsRelogin,
  type PersonalSettings,
  type PersonalSettingsContext,
  personalSettingsSchema,
  SAVE_MESSAGES,
  savedPasswordApplies,
  scopeFields,
  VERIFY_MESSAGES,
} from "../../src/domain/personal-settings.ts";
import { BUSINESS_SCOPES } from "../../src/domain/scope.ts";
import type { AuthContext } from "../auth/sessions.ts";
import type { Queryable } from "../db/client.ts";
import {
  BARCODE_LABEL_SIZE_CATEGORY,
  COUNTRY_CODE_CATEGORY,
} from "../db/seed/personal-settings.ts";
import { check, limitBody, queryIntSchema, readJson } from "../http/body.ts";
import { ApiError, fail, MESSAGES, ok } from "../http/envelope.ts";
import type { AppEnv, Deps } from "../http/types.ts";
import { type MailCipher, mailCipher } from "../mail/secret.ts";
import { checkSmtp, type SmtpCheck, type SmtpCheckResult } from "../mail/verify.ts";

/** Messages of this area that the spec leaves open. */
export const PERSONAL_MESSAGES = {
  notSelf: "只能查看或修改本人的个人信息",
  emailLocked: "邮箱已设置，不能修改",
  emailTaken: "该邮箱已被其他用户使用",
  phoneTaken: "该手机号已被其他用户使用",
  countryCode: "区号不在可选列表中",
  barcodeSize: "条码尺寸不在可选列表中",
  warehouse: "仓库不存在或不属于本公司",
  ccUser: "抄送人不存在或不属于本公司",
  passwordUnreadable: "已保存的邮箱密码无法解密，请重新输入密码",
  tooManyChecks: "验证过于频繁，请稍后再试",
  warehouseTypes: "仓库类型应为逗号分隔的数字，如 1,2",
} as const;

/** Business code of a save refused because another tab saved first. */
export const CONFLICT_CODE = 409;

/** SMTP checks a user may start in CHECK_WINDOW_MINUTES. */
export const CHECK_LIMIT = 10;
export const CHECK_WINDOW_MINUTES = 10;

type SettingsRow = {
  version: number;
  orderEditNewPage: boolean;
  orderSaveClosePage: boolean;
  barcode: string;
  hawbCopy: boolean;
  loadingDateType: string;
  aeWarehouseId: number | null;
  aiWarehouseId: number | null;
  mailValid: boolean;
  mailName: string;
  mailAddress: string;
  mailSmtp: string;
  mailUser: string;
  passwordEnc: string | null;
  mailSsl: boolean;
  mailPort: number | null;
  mailSignature: string;
};

type UserRow = {
  userId: number;
  userName: string;
  userEname: string | null;
  userEmail: string | null;
  phoneNumber: string | null;
  internationalCountryCode: string | null;
  paramText: string;
  orgName: string;
  loginRole: "admin" | "staff" | "partner";
};

async function userRow(q: Queryable, auth: AuthContext): Promise<UserRow> {
  const [row] = await q.query<UserRow>(
    `select u.id as "userId", u.cname as "userName", u.ename as "userEname",
            u.email as "userEmail", u.phone as "phoneNumber",
            u.international_country_code as "internationalCountryCode",
            u.page_language as "paramText", o.name as "orgName", uo.login_role as "loginRole"
     from users u
     join user_orgs uo on uo.user_id = u.id and uo.org_id = $2
     join orgs o on o.id = uo.org_id
     where u.id = $1`,
    [auth.userId, auth.orgId],
  );
  if (!row) throw new ApiError(404, MESSAGES.userNotFound);
  return row;
}

async function settingsRow(q: Queryable, auth: AuthContext): Promise<SettingsRow | null> {
  const [row] = await q.query<SettingsRow>(
    `select version, order_edit_new_page as "orderEditNewPage",
            order_save_close_page as "orderSaveClosePage", ae_barcode_label_size as barcode,
            ae_hawb_copy_awb_info as "hawbCopy", loading_date_type as "loadingDateType",
            ae_warehouse_id as "aeWarehouseId", ai_warehouse_id as "aiWarehouseId",
            mail_valid as "mailValid", mail_name as "mailName", mail_address as "mailAddress",
            mail_smtp as "mailSmtp", mail_user as "mailUser", mail_password_enc as "passwordEnc",
            mail_ssl as "mailSsl", mail_port as "mailPort", mail_signature as "mailSignature"
     from user_settings where user_id = $1 and org_id = $2`,
    [auth.userId, auth.orgId],
  );
  return row ?? null;
}

/** The rules' context, from the session and the stored rows; never from the body. */
function contextOf(user: UserRow, row: SettingsRow | null): PersonalSettingsContext {
  return {
    admin: user.loginRole === "admin",
    emailSet: Boolean(user.userEmail),
    savedMail: row?.passwordEnc ? { smtp: row.mailSmtp, user: row.mailUser } : null,
  };
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
    const scopeRows = await q.query<{
      scope: (typeof BUSINESS_SCOPES)[number];
      weight: number;
      volume: number;
      chargeWeight: number;
      defaultDate: string;
      defaultStation: string;
      lockStatus: number;
      feeService: string;
    }>(
      `select scope, digits_weight as weight, digits_volume as volume,
              digits_charge_weight as "chargeWeight", default_date as "defaultDate",
              default_station as "defaultStation", lock_status as "lockStatus",
              fee_service as "feeService"
       from user_scope_settings where user_id = $1 and org_id = $2`,
      [auth.userId, auth.orgId],
    );
    for (const s of scopeRows) {
      const f = scopeFields(s.scope);
      scopes[f.digits.weight] = s.weight;
      scopes[f.digits.volume] = s.volume;
      scopes[f.digits.chargeWeight] = s.chargeWeight;
      scopes[f.defaultDate] = s.defaultDate;
      scopes[f.defaultStation] = s.defaultStation;
      scopes[f.lockStatus] = String(s.lockStatus);
      scopes[f.feeService] = s.feeService;
    }
    // Only people still in the organisation: someone who left drops out of the lists.
    const cc = await q.query<{ list: CcList; userId: number }>(
      `select c.list, c.cc_user_id as "userId"
       from user_settings_cc c
       join user_orgs uo on uo.user_id = c.cc_user_id and uo.org_id = c.org_id
       where c.user_id = $1 and c.org_id = $2
       order by c.list, c.sort`,
      [auth.userId, auth.orgId],
    );
    for (const { list, userId } of cc) ccLists[list].push(userId);
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

/** Every id and code in the body must be one the caller's organisation offers. */
async function checkReferences(q: Queryable, auth: AuthContext, s: PersonalSettings) {
  const [code] = await q.query("select 1 from org_categories where category = $1 and value = $2", [
    COUNTRY_CODE_CATEGORY,
    s.internationalCountryCode,
  ]);
  if (!code) throw new ApiError(400, PERSONAL_MESSAGES.countryCode);
  if (s.orderAeDefaultBarcodeLabelSize !== "") {
    const [size] = await q.query(
      "select 1 from model_categories where category_type = $1 and value = $2",
      [BARCODE_LABEL_SIZE_CATEGORY, s.orderAeDefaultBarcodeLabelSize],
    );
    if (!size) throw new ApiError(400, PERSONAL_MESSAGES.barcodeSize);
  }
  for (const [business, id] of [
    ["AE", s.aeWarehouseId],
    ["AI", s.aiWarehouseId],
  ] as const) {
    if (id === "") continue;
    const [w] = await q.query(
      "select 1 from warehouses where id = $1 and org_id = $2 and business = $3",
      [Number(id), auth.orgId, business],
    );
    if (!w) throw new ApiError(400, PERSONAL_MESSAGES.warehouse);
  }
  const ids = [...new Set(CC_LISTS.flatMap((list) => s[list]))];
  if (ids.length > 0) {
    const rows = await q.query<{ id: number }>(
      `select u.id from users u join user_orgs uo on uo.user_id = u.id and uo.org_id = $2
       where u.id = any($1::int[]) and u.email is not null and u.state = 1`,
      [ids, auth.orgId],
    );
    if (rows.length !== ids.length) throw new ApiError(400, PERSONAL_MESSAGES.ccUser);
  }
}

/** Reads the JSON body (415/400/413 as everywhere), leaving the shape to the caller's schema. */
const ANY_BODY = v.unknown();

function uniqueViolation(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e.code !== "23505") return null;
  const text = `${e.constraint ?? ""} ${e.message ?? ""}`;
  if (text.includes("email")) return PERSONAL_MESSAGES.emailTaken;
  if (text.includes("phone")) return PERSONAL_MESSAGES.phoneTaken;
  return null;
}

export type PersonalSettingsOptions = {
  /** The SMTP check; tests may bound its timeout, nothing else. */
  smtp?: (check: SmtpCheck) => Promise<SmtpCheckResult>;
  cipher?: MailCipher;
};

/**
 * Personal settings (spec 001 §7 "Personal settings"), mounted at the root because its calls
 * live under several prefixes: /hrs/user, /hrs/org, /hrs/permission, /hrs/dept, /afbase/....
 */
export function personalSettingsRoutes(
  { db, config }: Deps,
  options: PersonalSettingsOptions = {},
) {
  const cipher = options.cipher ?? mailCipher(config.dataDir);
  const smtp = options.smtp ?? checkSmtp;

  return new Hono<AppEnv>()
    .get("/hrs/user/getHrsUserExtend", async (c) => ok(c, await extendOf(db, c.get("auth"))))
    .get("/hrs/user/:userId{[0-9]+}", async (c) => {
      const auth = c.get("auth");
      if (Number(c.req.param("userId")) !== auth.userId) {
        throw new ApiError(403, PERSONAL_MESSAGES.notSelf);
      }
      const u = await userRow(db, auth);
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
      const user = await userRow(db, auth);
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
      await checkReferences(db, auth, s);
      const passwordEnc =
        s.mailVerifyCode !== ""
          ? cipher.encrypt(s.mailVerifyCode, { userId: auth.userId, orgId: auth.orgId })
          : null;

      let answer: { version: number } | "conflict" | { taken: string };
      try {
        answer = await db.tx(async (q) => {
          const [current] = await q.query<{ version: number }>(
            "select version from user_settings where user_id = $1 and org_id = $2 for update",
            [auth.userId, auth.orgId],
          );
          if ((current?.version ?? 0) !== s.version) return "conflict" as const;
          if (newEmail) {
            const [taken] = await q.query(
              "select 1 from users where lower(email) = $1 and id <> $2",
              [newEmail, auth.userId],
            );
            if (taken) return { taken: PERSONAL_MESSAGES.emailTaken };
          }
          const [phoneTaken] = await q.query("select 1 from users where phone = $1 and id <> $2", [
            s.phoneNumber,
            auth.userId,
          ]);
          if (phoneTaken) return { taken: PERSONAL_MESSAGES.phoneTaken };
          await q.query(
            `update users set ename = $2, phone = $3, international_country_code = $4,
                      page_language = $5, email = coalesce($6, email)
               where id = $1`,
            [
              auth.userId,
              s.userEname,
              s.phoneNumber,
              s.internationalCountryCode,
              s.paramText,
              newEmail,
            ],
          );
          const values = [
            auth.userId,
            auth.orgId,
            s.orderEditNewPage,
            s.orderSaveClosePage,
            s.orderAeDefaultBarcodeLabelSize,
            s.orderAeHawbCopyAwbInfo === "1",
            s.loadingDateType,
            s.aeWarehouseId === "" ? null : Number(s.aeWarehouseId),
            s.aiWarehouseId === "" ? null : Number(s.aiWarehouseId),
            s.mailValid === "1",
            s.mailName,
            s.mailAddress,
            s.mailSmtp,
            s.mailUser,
            passwordEnc,
            s.mailSsl === "1",
            s.mailPort,
            s.mailSignature,
          ];
          const [saved] = await q.query<{ version: number }>(
            `insert into user_settings (user_id, org_id, order_edit_new_page,
                 order_save_close_page, ae_barcode_label_size, ae_hawb_copy_awb_info,
                 loading_date_type, ae_warehouse_id, ai_warehouse_id, mail_valid, mail_name,
                 mail_address, mail_smtp, mail_user, mail_password_enc, mail_ssl, mail_port,
                 mail_signature)
               values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
                       $17, $18)
               on conflict (user_id, org_id) do update set
                 version = user_settings.version + 1,
                 order_edit_new_page = excluded.order_edit_new_page,
                 order_save_close_page = excluded.order_save_close_page,
                 ae_barcode_label_size = excluded.ae_barcode_label_size,
                 ae_hawb_copy_awb_info = excluded.ae_hawb_copy_awb_info,
                 loading_date_type = excluded.loading_date_type,
                 ae_warehouse_id = excluded.ae_warehouse_id,
                 ai_warehouse_id = excluded.ai_warehouse_id,
                 mail_valid = excluded.mail_valid,
                 mail_name = excluded.mail_name,
                 mail_address = excluded.mail_address,
                 mail_smtp = excluded.mail_smtp,
                 mail_user = excluded.mail_user,
                 mail_password_enc = coalesce(excluded.mail_password_enc,
                                              user_settings.mail_password_enc),
                 mail_ssl = excluded.mail_ssl,
                 mail_port = excluded.mail_port,
                 mail_signature = excluded.mail_signature,
                 updated_at = now()
               returning version`,
            values,
          );
          for (const scope of BUSINESS_SCOPES) {
            const f = scopeFields(scope);
            const get = (name: string) => (s as Record<string, unknown>)[name];
            await q.query(
              `insert into user_scope_settings (user_id, org_id, scope, digits_weight,
                   digits_volume, digits_charge_weight, default_date, default_station,
                   lock_status, fee_service)
                 values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
                 on conflict (user_id, org_id, scope) do update set
                   digits_weight = excluded.digits_weight,
                   digits_volume = excluded.digits_volume,
                   digits_charge_weight = excluded.digits_charge_weight,
                   default_date = excluded.default_date,
                   default_station = excluded.default_station,
                   lock_status = excluded.lock_status,
                   fee_service = excluded.fee_service`,
              [
                auth.userId,
                auth.orgId,
                scope,
                get(f.digits.weight),
                get(f.digits.volume),
                get(f.digits.chargeWeight),
                get(f.defaultDate),
                get(f.defaultStation),
                Number(get(f.lockStatus)),
                get(f.feeService),
              ],
            );
          }
          await q.query("delete from user_settings_cc where user_id = $1 and org_id = $2", [
            auth.userId,
            auth.orgId,
          ]);
          for (const list of CC_LISTS) {
            for (const [sort, ccUserId] of s[list].entries()) {
              await q.query(
                `insert into user_settings_cc (user_id, org_id, list, cc_user_id, sort)
                   values ($1, $2, $3, $4, $5)`,
                [auth.userId, auth.orgId, list, ccUserId, sort],
              );
            }
          }
          return { version: saved?.version ?? s.version + 1 };
        });
      } catch (error) {
        const taken = uniqueViolation(error);
        if (!taken) throw error;
        answer = { taken };
      }
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
      const user = await userRow(db, auth);
      const stored = await settingsRow(db, auth);
      const ctx = contextOf(user, stored);
      const body = check(checkEmailSchema(ctx), raw);

      const [recent] = await db.query<{ n: number; wait: number }>(
        `select count(*)::int as n,
                  coalesce(ceil(extract(epoch from min(created_at)
                    + make_interval(mins => $2) - now())), 0)::int as wait
           from mail_check_attempts
           where user_id = $1 and created_at > now() - make_interval(mins => $2)`,
        [auth.userId, CHECK_WINDOW_MINUTES],
      );
      if ((recent?.n ?? 0) >= CHECK_LIMIT) {
        throw new ApiError(429, PERSONAL_MESSAGES.tooManyChecks, {
          "Retry-After": String(Math.max(1, recent?.wait ?? 60)),
        });
      }
      await db.query(
        `with gone as (delete from mail_check_attempts
                         where user_id = $1 and created_at < now() - interval '1 day')
           insert into mail_check_attempts (user_id) values ($1)`,
        [auth.userId],
      );

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
    })
    .get("/hrs/org/listCategory/:category", async (c) => {
      const category = c.req.param("category");
      if (category.length > 64) throw new ApiError(400, MESSAGES.badRequest);
      const rows = await db.query<{ value: string; label: string; labelEn: string }>(
        `select value, label, label_en as "labelEn" from org_categories
           where category = $1 order by sort, value`,
        [category],
      );
      return ok(c, rows);
    })
    .get("/hrs/permission/:permissionId{[0-9]+}", async (c) => {
      const id = Number(c.req.param("permissionId"));
      if (!Number.isSafeInteger(id) || id > 2_147_483_647)
        throw new ApiError(404, MESSAGES.notFound);
      const [row] = await db.query<{ url: string }>(
        "select url from permission_help where permission_id = $1",
        [id],
      );
      if (!row) throw new ApiError(404, MESSAGES.notFound);
      return ok(c, { permissionId: id, helpUrl: row.url });
    })
    .get("/afbase/category/modelCategory", async (c) => {
      const { categoryType } = check(
        v.object({ categoryType: queryIntSchema("categoryType", 9999) }),
        c.req.query(),
      );
      const rows = await db.query<{ value: string; label: string; labelEn: string }>(
        `select value, label, label_en as "labelEn" from model_categories
           where category_type = $1 order by sort, value`,
        [categoryType],
      );
      return ok(c, rows);
    })
    .get("/hrs/dept/selectUser", async (c) => {
      const rows = await db.query<{ userId: number; label: string; email: string }>(
        `select u.id as "userId", u.cname as label, u.email
           from users u join user_orgs uo on uo.user_id = u.id and uo.org_id = $1
           where u.email is not null and u.state = 1
           order by u.cname, u.id`,
        [c.get("auth").orgId],
      );
      return ok(c, rows);
    })
    .get("/afbase/aeArrival/getWarehouseIds", async (c) =>
      ok(c, await warehouses(db, c.get("auth").orgId, "AE", null)),
    )
    .get("/afbase/warehouse/getWarehouse/:types/AI", async (c) => {
      const types = c.req.param("types");
      if (!/^[1-9](,[1-9]){0,8}$/.test(types)) {
        throw new ApiError(400, PERSONAL_MESSAGES.warehouseTypes);
      }
      return ok(c, await warehouses(db, c.get("auth").orgId, "AI", types.split(",").map(Number)));
    });
}

async function warehouses(
  q: Queryable,
  orgId: number,
  business: "AE" | "AI",
  types: number[] | null,
) {
  return q.query<{
    warehouseId: number;
    warehouseCode: string;
    warehouseName: string;
    warehouseType: number;
  }>(
    `select id as "warehouseId", code as "warehouseCode", name as "warehouseName",
            warehouse_type as "warehouseType"
     from warehouses
     where org_id = $1 and business = $2 and ($3::int[] is null or warehouse_type = any($3::int[]))
     order by sort, id`,
    [orgId, business, types],
  );
}
