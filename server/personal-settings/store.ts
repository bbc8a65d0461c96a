/**
 * The personal settings' reads: the user, settings, scope and cc rows, the mail-check attempts,
 * and the lists the settings choose from. Saving is in save.ts. No HTTP here: a missing row is
 * null and the route answers.
 */
import type { CcList, PersonalSettingsContext } from "../../src/domain/personal-settings.ts";
import type { BusinessScope } from "../../src/domain/scope.ts";
import type { AuthContext } from "../auth/sessions.ts";
import type { Queryable } from "../db/client.ts";
import { CHECK_WINDOW_MINUTES } from "./messages.ts";

export type SettingsRow = {
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

export type UserRow = {
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

export type ScopeRow = {
  scope: BusinessScope;
  weight: number;
  volume: number;
  chargeWeight: number;
  defaultDate: string;
  defaultStation: string;
  lockStatus: number;
  feeService: string;
};

/** The caller as a member of the session's organisation; null when that is gone. */
export async function userRow(q: Queryable, auth: AuthContext): Promise<UserRow | null> {
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
  return row ?? null;
}

/** The caller's stored settings in the session's organisation; null before the first save. */
export async function settingsRow(q: Queryable, auth: AuthContext): Promise<SettingsRow | null> {
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
export function contextOf(user: UserRow, row: SettingsRow | null): PersonalSettingsContext {
  return {
    admin: user.loginRole === "admin",
    emailSet: Boolean(user.userEmail),
    savedMail: row?.passwordEnc ? { smtp: row.mailSmtp, user: row.mailUser } : null,
  };
}

/** The caller's stored per-scope settings. */
export function scopeRows(q: Queryable, auth: AuthContext): Promise<ScopeRow[]> {
  return q.query<ScopeRow>(
    `select scope, digits_weight as weight, digits_volume as volume,
            digits_charge_weight as "chargeWeight", default_date as "defaultDate",
            default_station as "defaultStation", lock_status as "lockStatus",
            fee_service as "feeService"
     from user_scope_settings where user_id = $1 and org_id = $2`,
    [auth.userId, auth.orgId],
  );
}

/** The caller's cc lists, in order. */
export function ccRows(
  q: Queryable,
  auth: AuthContext,
): Promise<{ list: CcList; userId: number }[]> {
  // Only people still in the organisation: someone who left drops out of the lists.
  return q.query<{ list: CcList; userId: number }>(
    `select c.list, c.cc_user_id as "userId"
     from user_settings_cc c
     join user_orgs uo on uo.user_id = c.cc_user_id and uo.org_id = c.org_id
     where c.user_id = $1 and c.org_id = $2
     order by c.list, c.sort`,
    [auth.userId, auth.orgId],
  );
}

/** The user's SMTP checks in the last CHECK_WINDOW_MINUTES, and seconds until one expires. */
export async function recentChecks(
  q: Queryable,
  userId: number,
): Promise<{ n: number; wait: number } | undefined> {
  const [recent] = await q.query<{ n: number; wait: number }>(
    `select count(*)::int as n,
              coalesce(ceil(extract(epoch from min(created_at)
                + make_interval(mins => $2) - now())), 0)::int as wait
       from mail_check_attempts
       where user_id = $1 and created_at > now() - make_interval(mins => $2)`,
    [userId, CHECK_WINDOW_MINUTES],
  );
  return recent;
}

/** Notes an SMTP check, dropping the user's attempts older than a day. */
export async function recordCheck(q: Queryable, userId: number): Promise<void> {
  await q.query(
    `with gone as (delete from mail_check_attempts
                     where user_id = $1 and created_at < now() - interval '1 day')
       insert into mail_check_attempts (user_id) values ($1)`,
    [userId],
  );
}

export type CategoryOption = { value: string; label: string; labelEn: string };

/** An organisation category's options (country codes and the like). */
export function orgCategory(q: Queryable, category: string): Promise<CategoryOption[]> {
  return q.query<CategoryOption>(
    `select value, label, label_en as "labelEn" from org_categories
       where category = $1 order by sort, value`,
    [category],
  );
}

/** A model category's options (barcode label sizes and the like). */
export function modelCategory(q: Queryable, categoryType: number): Promise<CategoryOption[]> {
  return q.query<CategoryOption>(
    `select value, label, label_en as "labelEn" from model_categories
       where category_type = $1 order by sort, value`,
    [categoryType],
  );
}

/** A menu's help page address, if it has one. */
export async function permissionHelpUrl(q: Queryable, id: number): Promise<string | null> {
  const [row] = await q.query<{ url: string }>(
    "select url from permission_help where permission_id = $1",
    [id],
  );
  return row ? row.url : null;
}

/** The organisation's active members with an e-mail: whom a cc list may name. */
export function mailableMembers(
  q: Queryable,
  orgId: number,
): Promise<{ userId: number; label: string; email: string; deptName: string | null }[]> {
  // By department (issue 20), those without one last.
  return q.query<{ userId: number; label: string; email: string; deptName: string | null }>(
    `select u.id as "userId", u.cname as label, u.email, d.name as "deptName"
       from users u join user_orgs uo on uo.user_id = u.id and uo.org_id = $1
       left join depts d on d.id = uo.dept_id
       where u.email is not null and u.state = 1
       order by d.name nulls last, u.cname, u.id`,
    [orgId],
  );
}

/** The organisation's warehouses of one business, of the given types if any. */
export function warehouses(
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
