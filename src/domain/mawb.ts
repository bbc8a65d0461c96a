// Master air waybill (MAWB) number: airline prefix, hyphen, eight-digit serial, e.g. 123-12345675.
// The spec calls it "eleven characters"; it counts digits. The written form has 11 digits in 12
// characters because of the hyphen.

export const MAWB_MESSAGES = {
  required: "请输入主单号",
  elevenDigits: "主单号只能为11位数字",
  prefixDigits: "主单号前三位必须为数字",
  hyphen: '主单号第四位必须为"-"',
  serialDigits: "主单号后八位必须为数字",
  mod7: "主单号不符合模7规则",
} as const;

export type MawbMessage = (typeof MAWB_MESSAGES)[keyof typeof MAWB_MESSAGES];

const DIGITS = /^\d+$/;

/**
 * Returns null when valid, else the message of the first broken rule.
 *
 * "Only 11 digits" counts every character other than a hyphen as a digit slot and fires when
 * there are not exactly 11 of them (too short, too long, stray spaces). Counting slots rather
 * than actual digits lets the positional rules that follow name where a letter sits, and lets
 * 11 bare digits be told that the hyphen is missing instead of being told they are not 11 digits.
 */
export function checkMawb(value: string): MawbMessage | null {
  const mawb = value.trim();
  if (mawb === "") return MAWB_MESSAGES.required;
  if (mawb.replaceAll("-", "").length !== 11) return MAWB_MESSAGES.elevenDigits;
  if (!/^\d{3}/.test(mawb)) return MAWB_MESSAGES.prefixDigits;
  if (mawb[3] !== "-") return MAWB_MESSAGES.hyphen;
  const serial = mawb.slice(4);
  // With 11 slots and a hyphen at index 3, anything but eight digits here means a stray hyphen.
  if (serial.length !== 8 || !DIGITS.test(serial)) return MAWB_MESSAGES.serialDigits;
  if (Number(serial.slice(0, 7)) % 7 !== Number(serial[7])) return MAWB_MESSAGES.mod7;
  return null;
}

export function isValidMawb(value: string): boolean {
  return checkMawb(value) === null;
}

/** Puts the hyphen into 11 bare digits (spaces allowed); anything else comes back trimmed. */
export function formatMawb(value: string): string {
  const trimmed = value.trim();
  const digits = trimmed.replace(/\s+/g, "");
  if (!/^\d{11}$/.test(digits)) return trimmed;
  return `${digits.slice(0, 3)}-${digits.slice(3)}`;
}
