import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { useLocation, useSearch } from "wouter";
import { ApiError } from "../../api/client";
import { fetchSetPasswordLink, setPassword } from "../../api/tenant";
import type { SetPasswordForm } from "../../domain/tenant";
import { SetPasswordScreen } from "../../widgets/tenant/SetPasswordScreen";
import { LOGIN_PATH } from "../paths";
import { keys } from "../queries/keys";
import { loadableOf } from "../queries/shell";

/** /setPassword?token=…: a one-time link from create-org or an administrator (public). */
export default function SetPasswordPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const token = new URLSearchParams(search).get("token")?.trim() ?? "";
  const link = useQuery({
    queryKey: keys.setPasswordLink(token),
    queryFn: () => fetchSetPasswordLink(token),
    enabled: token !== "",
    retry: false,
  });
  const [submitting, setSubmitting] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const [done, setDone] = React.useState(false);

  const submit = async (form: SetPasswordForm) => {
    setSubmitting(true);
    setError(null);
    try {
      await setPassword({ token, ...form });
      setDone(true);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <SetPasswordScreen
      link={token === "" ? { status: "error" } : loadableOf(link)}
      onSubmit={submit}
      submitting={submitting}
      error={error}
      done={done}
      onGoLogin={() => navigate(LOGIN_PATH)}
    />
  );
}
