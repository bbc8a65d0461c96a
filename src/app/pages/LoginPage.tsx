import { useAtom, useSetAtom } from "jotai";
import * as React from "react";
import { saveParamText } from "../../api/access";
import { passwordLogin } from "../../api/auth";
import { ApiError } from "../../api/client";
import type { LoginForm } from "../../domain/login";
import { isLang, type Lang } from "../../i18n";
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
  /** The language picked with the switch on this page, if the user touched it (decision 0063). */
  const chosen = React.useRef<Lang | null>(null);
  const chooseLanguage = (lang: Lang) => {
    chosen.current = lang;
    setLang(lang);
  };

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
      // A language picked here is the user's choice (issue 34, decision 0063): it stays after
      // sign-in and becomes their saved page language, which the shell then follows; without a
      // pick, their saved setting applies.
      const picked = chosen.current;
      if (picked && picked !== user.pageLanguage) {
        setSession({ token: access_token, user: { ...user, pageLanguage: picked } });
        setLang(picked);
        await saveParamText(picked).catch(() => undefined);
      } else {
        setSession({ token: access_token, user });
        if (isLang(user.pageLanguage)) setLang(user.pageLanguage);
      }
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
      onLanguageChange={chooseLanguage}
    />
  );
}
