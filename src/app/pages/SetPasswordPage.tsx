import * as React from "react";
import { useLocation, useSearch } from "wouter";
import { ApiError } from "../../api/client";
import { fetchSetPasswordLink, setPassword } from "../../api/tenant";
import type { SetPasswordLinkInfo } from "../../contract/tenant";
import type { SetPasswordForm } from "../../domain/tenant";
import { failed, type Loadable, loading, ready } from "../../ui/loadable";
import { SetPasswordScreen } from "../../widgets/tenant/SetPasswordScreen";
import { LOGIN_PATH } from "../paths";

/**
 * /setPassword?token=…: a one-time link from create-org or an administrator (public). Public
 * pages render outside the shell's query client, so the link is read once here, as the SSO
 * landing reads its ticket.
 */
export default function SetPasswordPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const token = new URLSearchParams(search).get("token")?.trim() ?? "";
  const [link, setLink] = React.useState<Loadable<SetPasswordLinkInfo>>(
    token === "" ? failed : loading,
  );
  const [submitting, setSubmitting] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const [done, setDone] = React.useState(false);

  React.useEffect(() => {
    if (token === "") return;
    let live = true;
    fetchSetPasswordLink(token)
      .then((info) => live && setLink(ready(info)))
      .catch(() => live && setLink(failed));
    return () => {
      live = false;
    };
  }, [token]);

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
      link={link}
      onSubmit={submit}
      submitting={submitting}
      error={error}
      done={done}
      onGoLogin={() => navigate(LOGIN_PATH)}
    />
  );
}
