import * as React from "react";
import { type Control, Controller, useWatch } from "react-hook-form";
import * as v from "valibot";
import { type PersonalSettingsContext, SIGNATURE_MAX } from "../../domain/personal-settings";
import { type CheckEmailInput, checkEmailSchema } from "../../domain/personal-settings-check-email";
import { useLang, useT } from "../../i18n";
import { settingsMessages } from "../../i18n/messages/personal-settings";
import { Button } from "../../ui/button";
import { cn } from "../../ui/cn";
import { Field } from "../../ui/field";
import { Switch } from "../../ui/switch";
import { Textarea } from "../../ui/textarea";
import { errorText } from "./error-text";
import {
  type FieldError,
  type FormValues,
  MAIL_KEYS,
  type Name,
  type Register,
  type SettingsFormApi,
  type YesNo,
} from "./form";
import { Section } from "./layout";
import { MailFields } from "./MailFields";
import type { VerifyResult } from "./types";

/** Sending through the user's own mailbox: the switch, the account, a verify button, a signature. */
export function MailSection({
  id,
  form,
  ctx,
  passwordSet,
  yesNo,
  error,
  verifying,
  verifyResult,
  onVerify,
}: {
  id: string;
  form: SettingsFormApi;
  ctx: PersonalSettingsContext;
  passwordSet: boolean;
  yesNo: YesNo;
  error: FieldError;
  verifying: boolean;
  verifyResult: VerifyResult | null | undefined;
  onVerify: (body: CheckEmailInput) => void;
}) {
  const t = useT(settingsMessages);
  const lang = useLang();
  const { control, register, getValues, setError } = form;
  const mailOn = useWatch({ control, name: "mailValid" }) === "1";

  // A verify answer stands only for the mail values it was given; editing them hides it.
  const mailValues = JSON.stringify(useWatch({ control, name: MAIL_KEYS }));
  const [verifiedFor, setVerifiedFor] = React.useState<string | null>(null);
  // A new answer marks the values it answers (mailValues is read, not watched, on purpose).
  React.useEffect(() => {
    setVerifiedFor(verifyResult ? mailValues : null);
  }, [verifyResult]);
  const showVerify = verifyResult && verifiedFor === mailValues;

  const verify = () => {
    const result = v.safeParse(checkEmailSchema(ctx), getValues());
    form.clearErrors([...MAIL_KEYS]);
    if (!result.success) {
      for (const issue of result.issues) {
        const key = issue.path?.[0]?.key;
        if (typeof key === "string")
          setError(key as Name, { type: "verify", message: issue.message });
      }
      return;
    }
    onVerify(result.output);
  };

  return (
    <Section id={id} title={t("sectionMail")}>
      <div className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <Field
          label={t("mailValid")}
          className="sm:col-span-2"
          hint={mailOn ? undefined : t("mailOffHint")}
        >
          <Controller
            control={control}
            name="mailValid"
            render={({ field }) => (
              <Switch
                checked={field.value === "1"}
                onCheckedChange={(on) => field.onChange(on ? "1" : "0")}
                onBlur={field.onBlur}
                stateLabel={field.value === "1" ? t("mailOn") : t("mailOff")}
              />
            )}
          />
        </Field>
        <MailFields
          form={form}
          admin={ctx.admin}
          mailOn={mailOn}
          passwordSet={passwordSet}
          yesNo={yesNo}
          error={error}
        />
        <div
          className={cn(
            "flex flex-wrap items-center gap-3",
            ctx.admin ? "sm:col-span-2" : "self-start sm:pt-6",
          )}
        >
          <Button variant="outline" onClick={verify} loading={verifying}>
            {verifying ? t("verifying") : t("verify")}
          </Button>
          <output
            aria-live="polite"
            className={cn(
              "text-sm",
              showVerify && verifyResult?.ok && "text-green-800",
              showVerify && !verifyResult?.ok && "text-red-800",
            )}
          >
            {showVerify ? (
              <span className="inline-flex items-center gap-1.5">
                <VerifyIcon ok={verifyResult.ok} />
                {errorText(verifyResult.message, lang)}
              </span>
            ) : null}
          </output>
        </div>
        <SignatureField control={control} error={error("mailSignature")} register={register} />
      </div>
    </Section>
  );
}

function SignatureField({
  control,
  error,
  register,
}: {
  control: Control<FormValues>;
  error: string | undefined;
  register: Register;
}) {
  const t = useT(settingsMessages);
  const text = useWatch({ control, name: "mailSignature" }) ?? "";
  return (
    <Field
      label={t("mailSignature")}
      className="sm:col-span-2"
      error={error}
      hint={t("chars", { count: text.length, max: SIGNATURE_MAX })}
    >
      <Textarea rows={3} {...register("mailSignature")} />
    </Field>
  );
}

function VerifyIcon({ ok }: { ok: boolean }) {
  return (
    <svg viewBox="0 0 16 16" className="size-4 shrink-0" aria-hidden="true">
      <circle cx="8" cy="8" r="7" fill="currentColor" opacity="0.15" />
      {ok ? (
        <path
          d="M4.8 8.3l2.2 2.2 4.2-4.7"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      ) : (
        <path
          d="M5.5 5.5l5 5M10.5 5.5l-5 5"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}
