import { useAtom, useSetAtom } from "jotai";
import * as React from "react";
import { passwordLogin } from "../../api/auth";
import { ApiError } from "../../api/client";
import type { LoginForm } from "../../domain/login";
import { isLang } from "../../i18n";
import { LoginScreen } from "../../widgets/login/LoginScreen";
import { useLocation, useSearch } from "../location";
import { safeRedirect } from "../paths";
import { languageAtom } from "../state/language";
import { sessionAtom } from "../state/session";

export default function LoginPage() {
  const setSession = useSetAtom(sessionAtom);
  const [, setLang] = useAtom(languageAtom);
  const [, navigate] = useLocation();
  const search = useSearch();
  const [submitting, setSubmitting] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const pending = React.useRef<AbortController | null>(null);

  const submit = async (form: LoginForm) => {
    const controller = new AbortController();
    pending.current = controller;
    setSubmitting(true);
    setError(null);
    try {
      const {
        access_token,
        token_type: _type,
        expires_in: _expires,
        ...user
      } = await passwordLogin(form, controller.signal);
      setSession({ token: access_token, user });
      if (isLang(user.pageLanguage)) setLang(user.pageLanguage);
      navigate(safeRedirect(new URLSearchParams(search).get("redirect")), { replace: true });
    } catch (e) {
      // A cancelled attempt says nothing: the user asked for it.
      if (controller.signal.aborted) return;
      setError(e instanceof ApiError ? e.message : String(e));
      setSubmitting(false);
    } finally {
      if (pending.current === controller) pending.current = null;
    }
  };

  const cancel = () => {
    pending.current?.abort();
    pending.current = null;
    setSubmitting(false);
  };

  return (
    <LoginScreen
      submitting={submitting}
      error={error}
      onSubmit={submit}
      onCancel={cancel}
      onLanguageChange={setLang}
    />
  );
}
