/**
 * Saving personal settings: the references the body names are checked, then the user, the
 * settings and their scope and cc rows are written in one transaction with the version check.
 */
import {
  CC_LISTS,
  type PersonalSettings,
  scopeFields,
} from "../../src/domain/personal-settings.ts";
import { BUSINESS_SCOPES } from "../../src/domain/scope.ts";
import type { AuthContext } from "../auth/sessions.ts";
import type { Db, Queryable } from "../db/client.ts";
import { BARCODE_LABEL_SIZE_CATEGORY, COUNTRY_CODE_CATEGORY } from "./categories.ts";
import { PERSONAL_MESSAGES } from "./messages.ts";

/** A reference of the body the caller's organisation does not offer, by its message's key. */
export type BadReference = "countryCode" | "barcodeSize" | "warehouse" | "ccUser";

/**
 * Every id and code in the body must be one the caller's organisation offers: the first that is
 * not, or null when all are.
 */
export async function checkReferences(
  q: Queryable,
  auth: AuthContext,
  s: PersonalSettings,
): Promise<BadReference | null> {
  const [code] = await q.query("select 1 from org_categories where category = $1 and value = $2", [
    COUNTRY_CODE_CATEGORY,
    s.internationalCountryCode,
  ]);
  if (!code) return "countryCode";
  if (s.orderAeDefaultBarcodeLabelSize !== "") {
    const [size] = await q.query(
      "select 1 from model_categories where category_type = $1 and value = $2",
      [BARCODE_LABEL_SIZE_CATEGORY, s.orderAeDefaultBarcodeLabelSize],
    );
    if (!size) return "barcodeSize";
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
    if (!w) return "warehouse";
  }
  const ids = [...new Set(CC_LISTS.flatMap((list) => s[list]))];
  if (ids.length > 0) {
    const rows = await q.query<{ id: number }>(
      `select u.id from users u join user_orgs uo on uo.user_id = u.id and uo.org_id = $2
       where u.id = any($1::int[]) and u.email is not null and u.state = 1`,
      [ids, auth.orgId],
    );
    if (rows.length !== ids.length) return "ccUser";
  }
  return null;
}

function uniqueViolation(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e.code !== "23505") return null;
  const text = `${e.constraint ?? ""} ${e.message ?? ""}`;
  if (text.includes("email")) return PERSONAL_MESSAGES.emailTaken;
  if (text.includes("phone")) return PERSONAL_MESSAGES.phoneTaken;
  return null;
}

/** What a save came to: the new version, a conflict with another save, or a taken address. */
export type SaveOutcome = { version: number } | "conflict" | { taken: string };

/**
 * Saves the settings in one transaction if the stored version is still s.version: the user's
 * own fields (newEmail only when none is set yet), the settings row (the saved mail password
 * kept when passwordEnc is null), the scope rows and the cc lists.
 */
export async function saveSettings(
  db: Db,
  auth: AuthContext,
  s: PersonalSettings,
  newEmail: string | null,
  passwordEnc: string | null,
): Promise<SaveOutcome> {
  try {
    return await db.tx(async (q) => {
      const [current] = await q.query<{ version: number }>(
        "select version from user_settings where user_id = $1 and org_id = $2 for update",
        [auth.userId, auth.orgId],
      );
      if ((current?.version ?? 0) !== s.version) return "conflict" as const;
      if (newEmail) {
        const [taken] = await q.query("select 1 from users where lower(email) = $1 and id <> $2", [
          newEmail,
          auth.userId,
        ]);
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
    return { taken };
  }
}
