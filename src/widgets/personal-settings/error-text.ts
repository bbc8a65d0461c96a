import { SAVE_MESSAGES } from "../../domain/personal-settings";
import { type Lang, translate, translateSource } from "../../i18n";
import {
  settingsErrorMessages,
  smtpReasonMessages,
} from "../../i18n/messages/personal-settings-errors";

const VERIFY_FAILED = "验证失败：";

/**
 * A message of the shared schema or the server (Chinese, the spec's), in the page language
 * through the settings-errors catalogue; a message the catalogue lacks is shown as it came.
 */
export function errorText(message: string | undefined, lang: Lang): string | undefined {
  if (message === undefined) return undefined;
  if (message.startsWith(VERIFY_FAILED)) {
    const reasons = translate(smtpReasonMessages, lang);
    const reason = message.slice(VERIFY_FAILED.length);
    return reasons("verifyFailed", {
      reason: translateSource(smtpReasonMessages, reasons, reason),
    });
  }
  return translateSource(settingsErrorMessages, translate(settingsErrorMessages, lang), message);
}

/**
 * The notice after a save (spec §8): 操作成功, or — when an e-mail or mail setting changed — a
 * warning that it takes effect after signing in again, held longer.
 */
export function saveNotice(
  reloginRequired: boolean,
  lang: Lang,
): { kind: "success" | "warning"; text: string; duration: number } {
  const message = reloginRequired ? SAVE_MESSAGES.relogin : SAVE_MESSAGES.success;
  return {
    kind: reloginRequired ? "warning" : "success",
    text: errorText(message, lang) ?? SAVE_MESSAGES.success,
    duration: reloginRequired ? 6000 : 3000,
  };
}
