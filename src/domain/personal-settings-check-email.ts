/**
 * The mail check of the personal settings (spec 001 §5 "Personal settings"): the body of
 * POST /hrs/user/checkEmail, which tries the SMTP settings before they are saved.
 */
import * as v from "valibot";
import {
  baseEntries,
  EMAIL_MAX,
  EMAIL_PATTERN,
  mailAddressSchema,
  type PersonalSettingsContext,
  SETTINGS_MESSAGES,
  savedPasswordApplies,
} from "./personal-settings";

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
