/**
 * Personal settings (spec 001 §3 "Personal settings form", §4, §5 "Personal settings").
 *
 * One schema serves the dialog's react-hook-form resolver and the server's
 * PUT /hrs/user/editPersonal, so both refuse the same input with the same Chinese message. The
 * values it checks are the wire values: digits are numbers, the two page flags are booleans,
 * the switches are '0'/'1', cc lists are user ids.
 */
import * as v from "valibot";
import { maxDigits } from "./digits";
import { INT32_MAX } from "./integers.ts";
import {
  CC_MAX,
  DEFAULT_DATES,
  EMAIL_MAX,
  ENAME_MAX,
  FEE_SERVICES,
  FLAGS,
  type Flag,
  LOADING_DATE_TYPES,
  LOCK_STATUSES,
  MAIL_ADDRESS_MAX,
  MAIL_FIELD_MAX,
  MAIL_NAME_MAX,
  PAGE_LANGUAGE_CODES,
  PHONE_MAX,
  SETTINGS_MESSAGES,
  SIGNATURE_MAX,
  STATION_MAX,
  scopeFields,
} from "./personal-settings-fields";
import { BUSINESS_SCOPES, type BusinessScope } from "./scope";

export * from "./personal-settings-fields";

// ---------------------------------------------------------------------------------------------
// Field schemas

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
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

export const mailAddressSchema = v.pipe(
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
  v.check((s) => s === "" || Number(s) <= INT32_MAX, SETTINGS_MESSAGES.idFormat),
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

export const baseEntries = {
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

// ---------------------------------------------------------------------------------------------
// What the GET answers carry

/** Read-only facts the GET answers carry beside the editable fields. */
export type PersonalSettingsView = PersonalSettingsInput & {
  orgName: string;
  userName: string;
  loginRole: "admin" | "staff" | "partner";
  /** A mail password is saved; the password itself never leaves the server. */
  mailPasswordSet: boolean;
};
