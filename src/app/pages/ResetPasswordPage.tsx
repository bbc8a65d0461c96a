import * as React from "react";
import { resetPassword } from "../../api/access";
import { ApiError } from "../../api/client";
import type { ChangePasswordForm } from "../../domain/password";
import { ChangePasswordScreen } from "../../widgets/account/ChangePasswordScreen";

export default function ResetPasswordPage() {
  const [submitting, setSubmitting] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const [done, setDone] = React.useState(false);
  const [formKey, setFormKey] = React.useState(0);

  const submit = async (form: ChangePasswordForm) => {
    setSubmitting(true);
    setError(null);
    setDone(false);
    try {
      await resetPassword(form);
      setDone(true);
      setFormKey((k) => k + 1);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <ChangePasswordScreen
      key={formKey}
      onSubmit={submit}
      submitting={submitting}
      error={error}
      done={done}
    />
  );
}
