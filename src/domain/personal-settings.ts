/**
 * Personal settings (spec 001 §3 "Personal settings form", §4, §5 "Personal settings").
 *
 * One schema serves the dialog's react-hook-form resolver and the server's
 * PUT /hrs/user/editPersonal, so both refuse the same input with the same Chinese message. The
 * values it checks are the wire values: digits are numbers, the two page flags are booleans,
 * the switches are '0'/'1', cc lists are user ids.
 */
import * as v from "valibot";
import {
  DIGIT_DEFAULTS,
  DIGIT_KINDS,
  type DigitsKind,
  maxDigits,
  type ScopeDigits,
} from "./digits";
import { formatNumber, type NumericInput } from "./format";
import { BUSINESS_SCOPES, type BusinessScope } from "./scope";

/** The spec's messages verbatim; the ones it leaves open are ours, in the same voice. */
export const SETTINGS_MESSAGES = {
  emailRequired: "请输入邮箱",
  emailFormat: "请输入正确的邮箱地址",
  emailLength: "长度不超过 80",
  enameRequired: "请输入英文名",
  enameLength: "长度不超过 40",
  phoneRequired: "请输入手机号",
  phoneLength: "长度不超过 30",
  phoneFormat: "手机号只能包含数字、空格、+、-、括号",
  countryCodeRequired: "区号不能为空",
  countryCodeFormat: "区号格式不正确",
  mailNameRequired: "发件人不能为空",
  mailNameLength: "长度不超过 20",
  mailAddressLength: "长度不超过 100",
  smtpRequired: "SMTP不能为空",
  smtpLength: "长度不超过 100",
  smtpFormat: "SMTP 服务器地址格式不正确",
  portRequired: "端口不能为空",
  portRange: "端口应为 1 到 65535 的整数",
  mailUserRequired: "用户名不能为空",
  mailUserLength: "长度不超过 100",
  passwordRequired: "密码不能为空",
  passwordLength: "长度不超过 100",
  signatureLength: "长度不超过 200",
  digitsRequired: "请输入小数位数",
  digitsRange3: "小数位数为 0 到 3",
  digitsRange2: "小数位数为 0 到 2",
  stationLength: "长度不超过 10",
  stationFormat: "只能输入字母或数字",
  language: "语言代码不正确，应为 zh-CN 或 en-US",
  choice: "请选择有效的选项",
  idFormat: "编号格式不正确",
  ccTooMany: "抄送人不能超过 50 个",
  ccDuplicate: "抄送人不能重复",
  barcodeLength: "长度不超过 50",
  version: "版本号不正确",
} as const;

/** Save answers (spec §8). */
export const SAVE_MESSAGES = {
  success: "操作成功",
  relogin: "提示：邮箱信息修改后 需要重新登录系统才会生效",
  conflict: "设置已在其他窗口修改，请刷新后重试",
} as const;

/** Verify answers (spec §8): '验证成功', or '验证失败' with the reason after a colon. */
export const VERIFY_MESSAGES = { success: "验证成功", failure: "验证失败" } as const;

export const EMAIL_MAX = 80;
export const ENAME_MAX = 40;
export const PHONE_MAX = 30;
export const MAIL_NAME_MAX = 20;
export const MAIL_ADDRESS_MAX = 100;
export const MAIL_FIELD_MAX = 100;
export const SIGNATURE_MAX = 200;
export const STATION_MAX = 10;
export const CC_MAX = 50;

export const PAGE_LANGUAGE_CODES = ["zh-CN", "en-US"] as const;
export type PageLanguage = (typeof PAGE_LANGUAGE_CODES)[number];

/** Port choices offered by the form (spec §5); any port 1–65535 may be typed. */
export const MAIL_PORTS = [25, 454, 465, 587, 994] as const;
export const DEFAULT_MAIL_PORT = 25;
export const SSL_PORT = 465;

/** Choosing SSL yes sets the port to 465, no sets 25 (spec §4). */
export function portForSsl(ssl: Flag): number {
  return ssl === "1" ? SSL_PORT : DEFAULT_MAIL_PORT;
}

export type Flag = "0" | "1";
const FLAGS = ["0", "1"] as const;

/** Order-list lock filter: 2 all, 1 locked, 0 unlocked. */
export const LOCK_STATUSES = ["2", "1", "0"] as const;
export type LockStatus = (typeof LOCK_STATUSES)[number];

/** Fee default service: Chinese, English, Chinese <English>, English <Chinese>. */
export const FEE_SERVICES = ["CN", "EN", "CN<EN>", "EN<CN>"] as const;
export type FeeService = (typeof FEE_SERVICES)[number];

/** Default date of a new order: none, the day it is entered, or the next day. */
export const DEFAULT_DATES = ["", "TODAY", "TOMORROW"] as const;
export type DefaultDate = (typeof DEFAULT_DATES)[number];

/** AE loading date: now + 4 h (LOCALTIME, default) or the flight date at 23:00 (FLIGHTDATE). */
export const LOADING_DATE_TYPES = ["LOCALTIME", "FLIGHTDATE"] as const;
export type LoadingDateType = (typeof LOADING_DATE_TYPES)[number];

export const CC_LISTS = [
  "orderTrackCcUser",
  "sendGoodsNotifyCcUser",
  "sendBillCcUser",
  "sendInventoryCcUser",
] as const;
export type CcList = (typeof CC_LISTS)[number];

export {
  DIGIT_DEFAULTS,
  DIGIT_KINDS,
  type DigitsKind,
  maxDigits,
  type ScopeDigits,
} from "./digits";
/** 'AE' → 'Ae', the spelling inside the spec's field names (orderAeDigitsWeight). */
export function scopeInName(scope: BusinessScope): string {
  return scope.charAt(0) + scope.charAt(1).toLowerCase();
}

const DIGIT_SUFFIX: Record<DigitsKind, string> = {
  weight: "DigitsWeight",
  volume: "DigitsVolume",
  chargeWeight: "DigitsChargeWeight",
};

export type ScopeFieldNames = {
  digits: Record<DigitsKind, string>;
  defaultDate: string;
  defaultStation: string;
  lockStatus: string;
  feeService: string;
};

/** The spec's field names of one business scope. */
export function scopeFields(scope: BusinessScope): ScopeFieldNames {
  const x = scopeInName(scope);
  return {
    digits: {
      weight: `order${x}${DIGIT_SUFFIX.weight}`,
      volume: `order${x}${DIGIT_SUFFIX.volume}`,
      chargeWeight: `order${x}${DIGIT_SUFFIX.chargeWeight}`,
    },
    defaultDate: `order${x}DefaultDate`,
    defaultStation: `order${x}DefaultStation`,
    lockStatus: `personal${x}LockPageLockStatus`,
    feeService: `fee${x}DefaultService`,
  };
}

// ---------------------------------------------------------------------------------------------
// Field schemas

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^[0-9+\-\s()]*$/;
const COUNTRY_CODE_PATTERN = /^\+[0-9]{1,4}$/;
// Host names, IPv4 and IPv6 literals; no spaces, slashes or schemes.
const HOST_PATTERN = /^[A-Za-z0-9._:[\]-]*$/;
const STATION_PATTERN = /^[A-Z0-9]*$/;
const ID_TEXT = /^(?:[1-9][0-9]{0,9})?$/;

const trimmed = (message: string) => v.pipe(v.string(message), v.trim());

const emailSchema = v.pipe(
  trimmed(SETTINGS_MESSAGES.emailRequired),
  v.nonEmpty(SETTINGS_MESSAGES.emailRequired),
  v.maxLength(EMAIL_MAX, SETTINGS_MESSAGES.emailLength),
  v.regex(EMAIL_PATTERN, SETTINGS_MESSAGES.emailFormat),
  v.toLowerCase(),
);

const mailAddressSchema = v.pipe(
  trimmed(SETTINGS_MESSAGES.emailFormat),
  v.maxLength(MAIL_ADDRESS_MAX, SETTINGS_MESSAGES.mailAddressLength),
  v.check((s) => s === "" || EMAIL_PATTERN.test(s), SETTINGS_MESSAGES.emailFormat),
  v.toLowerCase(),
);

const digitsSchema = (max: 2 | 3) =>
  v.pipe(
    v.number(SETTINGS_MESSAGES.digitsRequired),
    v.integer(SETTINGS_MESSAGES.digitsRequired),
    v.minValue(0, max === 2 ? SETTINGS_MESSAGES.digitsRange2 : SETTINGS_MESSAGES.digitsRange3),
    v.maxValue(max, max === 2 ? SETTINGS_MESSAGES.digitsRange2 : SETTINGS_MESSAGES.digitsRange3),
  );

const choice = <const T extends readonly string[]>(options: T) =>
  v.picklist(options, SETTINGS_MESSAGES.choice);

const idText = v.pipe(
  v.string(SETTINGS_MESSAGES.idFormat),
  v.regex(ID_TEXT, SETTINGS_MESSAGES.idFormat),
);

const ccSchema = v.pipe(
  v.array(
    v.pipe(
      v.number(SETTINGS_MESSAGES.idFormat),
      v.integer(SETTINGS_MESSAGES.idFormat),
      v.minValue(1, SETTINGS_MESSAGES.idFormat),
      v.maxValue(2_147_483_647, SETTINGS_MESSAGES.idFormat),
    ),
    SETTINGS_MESSAGES.idFormat,
  ),
  v.maxLength(CC_MAX, SETTINGS_MESSAGES.ccTooMany),
  v.check((ids) => new Set(ids).size === ids.length, SETTINGS_MESSAGES.ccDuplicate),
);

type ScopeName = "Ae" | "Ai" | "Se" | "Si" | "Te" | "Ti" | "Lc" | "Io";
type DigitsSchema = ReturnType<typeof digitsSchema>;
type StationSchema = ReturnType<typeof stationSchema>;
type Choice<T extends readonly string[]> = v.PicklistSchema<T, string>;

/** Every per-scope field with its own key, so the object type keeps them apart. */
type ScopeEntries = {
  [K in `order${ScopeName}Digits${"Weight" | "Volume" | "ChargeWeight"}`]: DigitsSchema;
} & { [K in `order${ScopeName}DefaultDate`]: Choice<typeof DEFAULT_DATES> } & {
  [K in `order${ScopeName}DefaultStation`]: StationSchema;
} & { [K in `personal${ScopeName}LockPageLockStatus`]: Choice<typeof LOCK_STATUSES> } & {
  [K in `fee${ScopeName}DefaultService`]: Choice<typeof FEE_SERVICES>;
};

const stationSchema = () =>
  v.pipe(
    trimmed(SETTINGS_MESSAGES.stationFormat),
    v.toUpperCase(),
    v.maxLength(STATION_MAX, SETTINGS_MESSAGES.stationLength),
    v.regex(STATION_PATTERN, SETTINGS_MESSAGES.stationFormat),
  );

function scopeEntries(scope: BusinessScope): Record<string, v.GenericSchema> {
  const f = scopeFields(scope);
  return {
    [f.digits.weight]: digitsSchema(maxDigits(scope, "weight")),
    [f.digits.volume]: digitsSchema(maxDigits(scope, "volume")),
    [f.digits.chargeWeight]: digitsSchema(maxDigits(scope, "chargeWeight")),
    [f.defaultDate]: choice(DEFAULT_DATES),
    [f.defaultStation]: stationSchema(),
    [f.lockStatus]: choice(LOCK_STATUSES),
    [f.feeService]: choice(FEE_SERVICES),
  };
}

const allScopeEntries = () =>
  Object.assign({}, ...BUSINESS_SCOPES.map(scopeEntries)) as ScopeEntries;

const baseEntries = {
  userId: v.pipe(
    v.number(SETTINGS_MESSAGES.idFormat),
    v.integer(SETTINGS_MESSAGES.idFormat),
    v.minValue(1, SETTINGS_MESSAGES.idFormat),
    v.maxValue(2_147_483_647, SETTINGS_MESSAGES.idFormat),
  ),
  version: v.pipe(
    v.number(SETTINGS_MESSAGES.version),
    v.integer(SETTINGS_MESSAGES.version),
    v.minValue(0, SETTINGS_MESSAGES.version),
    v.maxValue(2_147_483_647, SETTINGS_MESSAGES.version),
  ),
  userEname: v.pipe(
    trimmed(SETTINGS_MESSAGES.enameRequired),
    v.nonEmpty(SETTINGS_MESSAGES.enameRequired),
    v.maxLength(ENAME_MAX, SETTINGS_MESSAGES.enameLength),
  ),
  phoneNumber: v.pipe(
    trimmed(SETTINGS_MESSAGES.phoneRequired),
    v.nonEmpty(SETTINGS_MESSAGES.phoneRequired),
    v.maxLength(PHONE_MAX, SETTINGS_MESSAGES.phoneLength),
    v.regex(PHONE_PATTERN, SETTINGS_MESSAGES.phoneFormat),
  ),
  internationalCountryCode: v.pipe(
    trimmed(SETTINGS_MESSAGES.countryCodeRequired),
    v.nonEmpty(SETTINGS_MESSAGES.countryCodeRequired),
    v.regex(COUNTRY_CODE_PATTERN, SETTINGS_MESSAGES.countryCodeFormat),
  ),
  paramText: v.picklist(PAGE_LANGUAGE_CODES, SETTINGS_MESSAGES.language),
  orderEditNewPage: v.boolean(SETTINGS_MESSAGES.choice),
  orderSaveClosePage: v.boolean(SETTINGS_MESSAGES.choice),
  orderAeDefaultBarcodeLabelSize: v.pipe(
    trimmed(SETTINGS_MESSAGES.choice),
    v.maxLength(50, SETTINGS_MESSAGES.barcodeLength),
  ),
  orderAeHawbCopyAwbInfo: choice(FLAGS),
  loadingDateType: choice(LOADING_DATE_TYPES),
  aeWarehouseId: idText,
  aiWarehouseId: idText,
  mailValid: choice(FLAGS),
  mailName: v.pipe(
    trimmed(SETTINGS_MESSAGES.mailNameRequired),
    v.maxLength(MAIL_NAME_MAX, SETTINGS_MESSAGES.mailNameLength),
  ),
  mailAddress: mailAddressSchema,
  mailSmtp: v.pipe(
    trimmed(SETTINGS_MESSAGES.smtpRequired),
    v.maxLength(MAIL_FIELD_MAX, SETTINGS_MESSAGES.smtpLength),
    v.regex(HOST_PATTERN, SETTINGS_MESSAGES.smtpFormat),
  ),
  mailUser: v.pipe(
    trimmed(SETTINGS_MESSAGES.mailUserRequired),
    v.maxLength(MAIL_FIELD_MAX, SETTINGS_MESSAGES.mailUserLength),
  ),
  // Not trimmed: spaces can be part of a password.
  mailVerifyCode: v.pipe(
    v.string(SETTINGS_MESSAGES.passwordRequired),
    v.maxLength(MAIL_FIELD_MAX, SETTINGS_MESSAGES.passwordLength),
  ),
  mailSsl: choice(FLAGS),
  mailPort: v.nullable(
    v.pipe(
      v.number(SETTINGS_MESSAGES.portRange),
      v.integer(SETTINGS_MESSAGES.portRange),
      v.minValue(1, SETTINGS_MESSAGES.portRange),
      v.maxValue(65_535, SETTINGS_MESSAGES.portRange),
    ),
  ),
  mailSignature: v.pipe(
    v.string(SETTINGS_MESSAGES.signatureLength),
    v.maxLength(SIGNATURE_MAX, SETTINGS_MESSAGES.signatureLength),
  ),
  orderTrackCcUser: ccSchema,
  sendGoodsNotifyCcUser: ccSchema,
  sendBillCcUser: ccSchema,
  sendInventoryCcUser: ccSchema,
};

/**
 * What the rules depend on besides the input. The server derives it from the session and the
 * stored row, never from the body.
 */
export type PersonalSettingsContext = {
  /** loginRole 'admin': also sees and must fill the mail address (spec §6). */
  admin: boolean;
  /** The account already has an e-mail: it is shown, not edited, and left out of the PUT. */
  emailSet: boolean;
  /**
   * A mail password is saved, for this SMTP host and user. An empty password field keeps it,
   * but only while host and user stay the same, so a changed host cannot receive it.
   */
  savedMail: { smtp: string; user: string } | null;
};

type MailInput = {
  mailValid: Flag;
  mailSmtp: string;
  mailUser: string;
  mailVerifyCode: string;
};

/** True when an empty password field may stand for the saved password. */
export function savedPasswordApplies(ctx: PersonalSettingsContext, input: MailInput): boolean {
  return (
    ctx.savedMail !== null &&
    input.mailSmtp.trim().toLowerCase() === ctx.savedMail.smtp.toLowerCase() &&
    input.mailUser.trim() === ctx.savedMail.user
  );
}

function settingsEntries(ctx: PersonalSettingsContext) {
  return {
    ...baseEntries,
    ...allScopeEntries(),
    // Left out of the PUT once set; the server compares anything sent with what it has.
    userEmail: ctx.emailSet ? v.optional(v.string(SETTINGS_MESSAGES.emailFormat)) : emailSchema,
  };
}

/**
 * The dialog's form and PUT /hrs/user/editPersonal. With mail on, sender, SMTP, port, user and
 * password are required; for the admin role the mail address too.
 */
export function personalSettingsSchema(ctx: PersonalSettingsContext) {
  return v.pipe(
    v.strictObject(settingsEntries(ctx)),
    v.forward(
      v.partialCheck(
        [["mailValid"], ["mailName"]],
        (input) => input.mailValid !== "1" || input.mailName !== "",
        SETTINGS_MESSAGES.mailNameRequired,
      ),
      ["mailName"],
    ),
    v.forward(
      v.partialCheck(
        [["mailValid"], ["mailSmtp"]],
        (input) => input.mailValid !== "1" || input.mailSmtp !== "",
        SETTINGS_MESSAGES.smtpRequired,
      ),
      ["mailSmtp"],
    ),
    v.forward(
      v.partialCheck(
        [["mailValid"], ["mailUser"]],
        (input) => input.mailValid !== "1" || input.mailUser !== "",
        SETTINGS_MESSAGES.mailUserRequired,
      ),
      ["mailUser"],
    ),
    v.forward(
      v.partialCheck(
        [["mailValid"], ["mailPort"]],
        (input) => input.mailValid !== "1" || input.mailPort !== null,
        SETTINGS_MESSAGES.portRequired,
      ),
      ["mailPort"],
    ),
    v.forward(
      v.partialCheck(
        [["mailValid"], ["mailVerifyCode"], ["mailSmtp"], ["mailUser"]],
        (input) =>
          input.mailValid !== "1" ||
          input.mailVerifyCode !== "" ||
          savedPasswordApplies(ctx, input),
        SETTINGS_MESSAGES.passwordRequired,
      ),
      ["mailVerifyCode"],
    ),
    v.forward(
      v.partialCheck(
        [["mailValid"], ["mailAddress"]],
        (input) => !ctx.admin || input.mailValid !== "1" || input.mailAddress !== "",
        SETTINGS_MESSAGES.emailRequired,
      ),
      ["mailAddress"],
    ),
  );
}

export type PersonalSettingsSchema = ReturnType<typeof personalSettingsSchema>;
/** The form's values and the PUT body before normalising (trim, case). */
export type PersonalSettingsInput = v.InferInput<PersonalSettingsSchema>;
/** After normalising: what is stored. */
export type PersonalSettings = v.InferOutput<PersonalSettingsSchema>;

/** Fields of the dialog and the PUT; every other key in a body is refused. */
export const SETTINGS_FIELDS: readonly string[] = Object.keys(
  settingsEntries({ admin: false, emailSet: false, savedMail: null }),
);

/**
 * POST /hrs/user/checkEmail: the settings form body; only the mail fields are read. It needs the
 * mail address (admin) or the e-mail (others), plus SMTP, port and password (spec §5).
 */
export function checkEmailSchema(ctx: PersonalSettingsContext) {
  return v.pipe(
    v.object({
      userEmail: v.optional(v.string(SETTINGS_MESSAGES.emailFormat), ""),
      mailAddress: v.optional(mailAddressSchema, ""),
      mailSmtp: baseEntries.mailSmtp,
      mailUser: v.optional(baseEntries.mailUser, ""),
      mailVerifyCode: baseEntries.mailVerifyCode,
      mailSsl: baseEntries.mailSsl,
      mailPort: baseEntries.mailPort,
    }),
    v.forward(
      v.partialCheck(
        [["mailAddress"], ["userEmail"]],
        (input) =>
          ctx.admin ? input.mailAddress !== "" : ctx.emailSet || input.userEmail.trim() !== "",
        SETTINGS_MESSAGES.emailRequired,
      ),
      [ctx.admin ? "mailAddress" : "userEmail"],
    ),
    v.forward(
      v.partialCheck(
        [["userEmail"]],
        (input) =>
          ctx.admin ||
          ctx.emailSet ||
          input.userEmail.trim() === "" ||
          (input.userEmail.trim().length <= EMAIL_MAX &&
            EMAIL_PATTERN.test(input.userEmail.trim())),
        SETTINGS_MESSAGES.emailFormat,
      ),
      ["userEmail"],
    ),
    v.forward(
      v.partialCheck(
        [["mailSmtp"]],
        (input) => input.mailSmtp !== "",
        SETTINGS_MESSAGES.smtpRequired,
      ),
      ["mailSmtp"],
    ),
    v.forward(
      v.partialCheck(
        [["mailPort"]],
        (input) => input.mailPort !== null,
        SETTINGS_MESSAGES.portRequired,
      ),
      ["mailPort"],
    ),
    v.forward(
      v.partialCheck(
        [["mailVerifyCode"], ["mailSmtp"], ["mailUser"]],
        (input) =>
          input.mailVerifyCode !== "" || savedPasswordApplies(ctx, { mailValid: "1", ...input }),
        SETTINGS_MESSAGES.passwordRequired,
      ),
      ["mailVerifyCode"],
    ),
  );
}

export type CheckEmailInput = v.InferInput<ReturnType<typeof checkEmailSchema>>;

// ---------------------------------------------------------------------------------------------
// Defaults, comparison, preferences

/** Read-only facts the GET answers carry beside the editable fields. */
export type PersonalSettingsView = PersonalSettingsInput & {
  orgName: string;
  userName: string;
  loginRole: "admin" | "staff" | "partner";
  /** A mail password is saved; the password itself never leaves the server. */
  mailPasswordSet: boolean;
};

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

/** What pages that show order numbers need: digits and defaults per business scope. */
export type ScopePreference = {
  digits: ScopeDigits;
  defaultDate: DefaultDate;
  defaultStation: string;
  lockStatus: LockStatus;
  feeService: FeeService;
};

export type ScopePreferences = Record<BusinessScope, ScopePreference> & {
  openInNewPage: boolean;
  closeAfterSave: boolean;
  aeBarcodeLabelSize: string;
  aeHawbCopyAwbInfo: boolean;
  loadingDateType: LoadingDateType;
  aeWarehouseId: string;
  aiWarehouseId: string;
};

const clampDigits = (value: unknown, scope: BusinessScope, kind: DigitsKind): number =>
  typeof value === "number" &&
  Number.isInteger(value) &&
  value >= 0 &&
  value <= maxDigits(scope, kind)
    ? value
    : DIGIT_DEFAULTS[scope][kind];

const pick = <T extends string>(options: readonly T[], value: unknown, fallback: T): T =>
  typeof value === "string" && (options as readonly string[]).includes(value)
    ? (value as T)
    : fallback;

/** The preferences in saved settings; anything missing or out of range falls back to defaults. */
export function preferencesFrom(
  settings: Partial<Record<string, unknown>> | null,
): ScopePreferences {
  const s = settings ?? {};
  const scopes = {} as Record<BusinessScope, ScopePreference>;
  for (const scope of BUSINESS_SCOPES) {
    const f = scopeFields(scope);
    const station = s[f.defaultStation];
    scopes[scope] = {
      digits: {
        weight: clampDigits(s[f.digits.weight], scope, "weight"),
        volume: clampDigits(s[f.digits.volume], scope, "volume"),
        chargeWeight: clampDigits(s[f.digits.chargeWeight], scope, "chargeWeight"),
      },
      defaultDate: pick(DEFAULT_DATES, s[f.defaultDate], ""),
      defaultStation: typeof station === "string" ? station : "",
      lockStatus: pick(LOCK_STATUSES, s[f.lockStatus], "2"),
      feeService: pick(FEE_SERVICES, s[f.feeService], "CN"),
    };
  }
  const text = (key: string) => (typeof s[key] === "string" ? (s[key] as string) : "");
  return {
    ...scopes,
    openInNewPage: s.orderEditNewPage === true,
    closeAfterSave: s.orderSaveClosePage === true,
    aeBarcodeLabelSize: text("orderAeDefaultBarcodeLabelSize"),
    aeHawbCopyAwbInfo: s.orderAeHawbCopyAwbInfo !== "0",
    loadingDateType: pick(LOADING_DATE_TYPES, s.loadingDateType, "LOCALTIME"),
    aeWarehouseId: text("aeWarehouseId"),
    aiWarehouseId: text("aiWarehouseId"),
  };
}

export const DEFAULT_PREFERENCES: ScopePreferences = preferencesFrom(null);

/**
 * A weight, volume or charge weight of an order of `scope`, with the user's digits for it,
 * thousands separators, and '-' when empty.
 */
export function formatByScope(
  value: NumericInput,
  scope: BusinessScope,
  kind: DigitsKind,
  preferences: ScopePreferences = DEFAULT_PREFERENCES,
): string {
  return formatNumber(value, preferences[scope].digits[kind]);
}

const HOUR = 3_600_000;
const SHANGHAI_OFFSET = 8 * HOUR;

/**
 * The default AE loading date as 'YYYY-MM-DD HH:mm' (Beijing time): LOCALTIME is now + 4 h,
 * FLIGHTDATE the flight date ('YYYY-MM-DD') at 23:00, or null without a flight date.
 */
export function defaultLoadingDate(
  type: LoadingDateType,
  nowMs: number,
  flightDate: string | null = null,
): string | null {
  if (type === "FLIGHTDATE") {
    const day = flightDate?.trim().slice(0, 10) ?? "";
    return /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day} 23:00` : null;
  }
  const local = new Date(nowMs + 4 * HOUR + SHANGHAI_OFFSET).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 16)}`;
}
