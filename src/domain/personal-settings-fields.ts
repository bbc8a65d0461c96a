/**
 * Personal settings' vocabulary (spec 001 §3, §5, §8): the messages, the limits, the choices each
 * field offers and the spec's field names per business scope. personal-settings.ts passes all of
 * it on with the schema that checks a record.
 */
import type { DigitsKind } from "./digits";
import type { BusinessScope } from "./scope";

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
export const FLAGS = ["0", "1"] as const;

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
