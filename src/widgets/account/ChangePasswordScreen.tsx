import { valibotResolver } from "@hookform/resolvers/valibot";
import { useForm } from "react-hook-form";
import { type ChangePasswordForm, changePasswordSchema } from "../../domain/password";
import { useT } from "../../i18n";
import { accountMessages } from "../../i18n/messages/account";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { Input } from "../../ui/input";

export type ChangePasswordScreenProps = {
  onSubmit: (form: ChangePasswordForm) => void;
  submitting?: boolean;
  /** The server's refusal, e.g. 原密码错误. */
  error?: string | null;
  done?: boolean;
  initial?: Partial<ChangePasswordForm>;
};

export function ChangePasswordScreen({
  onSubmit,
  submitting = false,
  error,
  done = false,
  initial,
}: ChangePasswordScreenProps) {
  const t = useT(accountMessages);
  const { register, handleSubmit, reset, formState } = useForm<ChangePasswordForm>({
    resolver: valibotResolver(changePasswordSchema),
    defaultValues: { oldPassword: "", newPassword: "", confirmPassword: "", ...initial },
    mode: "onTouched",
  });
  const errors = formState.errors;
  return (
    <div data-slot="change-password" className="mx-auto max-w-lg px-4 py-8 sm:px-6">
      <h1 className="text-xl font-semibold text-neutral-900">{t("changePassword")}</h1>
      <p className="mt-1 text-sm text-neutral-600">{t("changePasswordHint")}</p>
      <form
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        className="mt-6 flex flex-col gap-4 rounded-md border border-neutral-200 bg-white p-5"
      >
        <Field label={t("oldPassword")} error={errors.oldPassword?.message} required>
          <Input type="password" autoComplete="current-password" {...register("oldPassword")} />
        </Field>
        <Field
          label={t("newPassword")}
          hint={t("newPasswordHint")}
          error={errors.newPassword?.message}
          required
        >
          <Input type="password" autoComplete="new-password" {...register("newPassword")} />
        </Field>
        <Field label={t("confirmPassword")} error={errors.confirmPassword?.message} required>
          <Input type="password" autoComplete="new-password" {...register("confirmPassword")} />
        </Field>
        {error ? (
          <p
            role="alert"
            className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            {error}
          </p>
        ) : null}
        {done ? (
          <p
            role="status"
            className="rounded border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800"
          >
            {t("done")}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => reset()} disabled={submitting}>
            {t("reset")}
          </Button>
          <Button type="submit" loading={submitting}>
            {t("submit")}
          </Button>
        </div>
      </form>
    </div>
  );
}
