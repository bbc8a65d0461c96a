/**
 * A fresh personal-settings record (spec 001 §3, §5 defaults) and the comparison that decides
 * whether a save needs a new login (§4).
 */
import { DIGIT_DEFAULTS, DIGIT_KINDS } from "./digits";
import {
  DEFAULT_MAIL_PORT,
  type PersonalSettings,
  type PersonalSettingsInput,
  scopeFields,
} from "./personal-settings";
import { BUSINESS_SCOPES } from "./scope";

type ScopeValues = Record<string, number | string>;

/** The per-scope defaults of spec §3 and §5. */
export function defaultScopeValues(): ScopeValues {
  const values: ScopeValues = {};
  for (const scope of BUSINESS_SCOPES) {
    const f = scopeFields(scope);
    for (const kind of DIGIT_KINDS) values[f.digits[kind]] = DIGIT_DEFAULTS[scope][kind];
    values[f.defaultDate] = "";
    values[f.defaultStation] = "";
    values[f.lockStatus] = "2";
    values[f.feeService] = "CN";
  }
  return values;
}

/** A fresh form for someone with nothing saved yet. */
export function defaultPersonalSettings(
  who: Pick<PersonalSettingsInput, "userId"> & Partial<PersonalSettingsInput>,
): PersonalSettingsInput {
  return {
    version: 0,
    userEmail: "",
    userEname: "",
    phoneNumber: "",
    internationalCountryCode: "+86",
    paramText: "zh-CN",
    orderEditNewPage: false,
    orderSaveClosePage: false,
    ...(defaultScopeValues() as object),
    orderAeDefaultBarcodeLabelSize: "",
    orderAeHawbCopyAwbInfo: "1",
    loadingDateType: "LOCALTIME",
    aeWarehouseId: "",
    aiWarehouseId: "",
    mailValid: "0",
    mailName: "",
    mailAddress: "",
    mailSmtp: "",
    mailUser: "",
    mailVerifyCode: "",
    mailSsl: "0",
    mailPort: DEFAULT_MAIL_PORT,
    mailSignature: "",
    orderTrackCcUser: [],
    sendGoodsNotifyCcUser: [],
    sendBillCcUser: [],
    sendInventoryCcUser: [],
    ...who,
  } as PersonalSettingsInput;
}

const MAIL_FIELDS = [
  "mailValid",
  "mailName",
  "mailAddress",
  "mailSmtp",
  "mailUser",
  "mailSsl",
  "mailPort",
  "mailSignature",
] as const;

/**
 * A change of the e-mail or of a mail setting (a new password included) needs a new login to
 * take effect (spec §4); the save then says so instead of '操作成功'.
 */
export function needsRelogin(
  before: Pick<PersonalSettings, (typeof MAIL_FIELDS)[number]> & { userEmail?: string | undefined },
  after: Pick<PersonalSettings, (typeof MAIL_FIELDS)[number] | "mailVerifyCode"> & {
    userEmail?: string | undefined;
  },
): boolean {
  if (after.userEmail !== undefined && after.userEmail !== (before.userEmail ?? "")) return true;
  if (after.mailVerifyCode !== "") return true;
  return MAIL_FIELDS.some((key) => before[key] !== after[key]);
}
