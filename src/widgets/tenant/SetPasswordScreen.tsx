import { valibotResolver } from "@hookform/resolvers/valibot";
import { useForm } from "react-hook-form";
import type { SetPasswordLinkInfo } from "../../contract/tenant";
import { formatDateTime } from "../../domain/format";
import { passwordRuleChecks, type SetPasswordForm, setPasswordSchema } from "../../domain/tenant";
import { keyOfSource, useLang, useT } from "../../i18n";
import { tenantMessages } from "../../i18n/messages/tenant";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { Input } from "../../ui/input";
import type { Loadable } from "../../ui/loadable";

export type SetPasswordScreenProps = {
  /** Whose link it is; an error is a used, expired or unknown link. */
  link: Loadable<SetPasswordLinkInfo>;
  onSubmit: (form: SetPasswordForm) => void;
  submitting?: boolean;
  /** The server's refusal (its Chinese text; shown through the catalogue). */
  error?: string | null;
  /** The password is set: only the way to the sign-in page remains. */
  done?: boolean;
  onGoLogin: () => void;
};

/**
 * The public page a one-time set-password link opens (`/setPassword?token=…`): the account it is
 * for, the two password fields, and the password rules marked met or not as the user types.
 */
export function SetPasswordScreen({
  link,
  onSubmit,
  submitting = false,
  error,
  done = false,
  onGoLogin,
}: SetPasswordScreenProps) {
  const t = useT(tenantMessages);
  const lang = useLang();
  const { register, handleSubmit, formState, watch } = useForm<SetPasswordForm>({
    resolver: valibotResolver(setPasswordSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
    mode: "onTouched",
  });
  const text = (message: string | undefined | null) => {
    if (!message) return message;
    const key = keyOfSource(tenantMessages, message);
    return key ? t(key) : message;
  };
  const checks = passwordRuleChecks(watch("newPassword"), watch("confirmPassword"));
  const errors = formState.errors;

  const frame = (body: React.ReactNode) => (
    <main data-slot="set-password" className="min-h-dvh bg-neutral-50 px-4 py-10 sm:px-6">
      <div className="mx-auto max-w-md">
        <h1 className="text-xl font-semibold text-neutral-900">{t("setPasswordTitle")}</h1>
        {body}
      </div>
    </main>
  );
  const notice = (role: "alert" | "status", message: string, tone: "red" | "green") => (
    <p
      role={role}
      className={
        tone === "red"
          ? "mt-4 rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          : "mt-4 rounded border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800"
      }
    >
      {message}
    </p>
  );

  if (link.status === "loading") {
    return frame(
      <p role="status" className="mt-4 text-sm text-neutral-600">
        {t("checkingLink")}
      </p>,
    );
  }
  if (link.status === "error" || done) {
    return frame(
      <>
        {done
          ? notice("status", t("passwordSet"), "green")
          : notice("alert", t("linkInvalid"), "red")}
        <Button className="mt-6" onClick={onGoLogin}>
          {t("goLogin")}
        </Button>
      </>,
    );
  }

  const rule = (met: boolean, label: string) => (
    <li className={met ? "text-green-700" : "text-neutral-600"}>
      <span aria-hidden="true">{met ? "✓" : "○"}</span> {label}
      <span className="sr-only"> ({met ? t("ruleMet") : t("ruleUnmet")})</span>
    </li>
  );
  return frame(
    <>
      <p className="mt-1 text-sm text-neutral-600">
        {t("setPasswordHint", {
          login: link.data.loginName,
          org: link.data.orgCode,
          until: formatDateTime(link.data.expiresAt, lang),
        })}
      </p>
      <form
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        className="mt-6 flex flex-col gap-4 rounded-md border border-neutral-200 bg-white p-5"
      >
        <Field label={t("newPassword")} error={text(errors.newPassword?.message)} required>
          <Input type="password" autoComplete="new-password" {...register("newPassword")} />
        </Field>
        <Field label={t("confirmPassword")} error={text(errors.confirmPassword?.message)} required>
          <Input type="password" autoComplete="new-password" {...register("confirmPassword")} />
        </Field>
        <section aria-label={t("rules")} className="text-sm">
          <h2 className="font-medium text-neutral-800">{t("rules")}</h2>
          <ul className="mt-1 flex flex-col gap-0.5" aria-live="polite">
            {rule(checks.length, t("ruleLength"))}
            {rule(checks.match, t("ruleMatch"))}
            <li className="text-neutral-600">
              <span aria-hidden="true">·</span> {t("ruleCommon")}
            </li>
          </ul>
        </section>
        {error ? notice("alert", text(error) ?? "", "red") : null}
        <div className="flex justify-end">
          <Button type="submit" loading={submitting}>
            {t("submit")}
          </Button>
        </div>
      </form>
    </>,
  );
}
