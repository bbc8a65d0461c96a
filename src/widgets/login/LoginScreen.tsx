import * as React from "react";
import {
  checkLoginForm,
  LOGIN_TYPES,
  type LoginForm,
  type LoginFormErrors,
  type LoginTypeCode,
  normaliseLoginForm,
} from "../../domain/login";
import { LANGUAGES, type Lang, useLang, useT } from "../../i18n";
import { commonMessages } from "../../i18n/messages/common";
import { loginMessages } from "../../i18n/messages/login";
import { BrandMark } from "../../ui/brand-mark";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { Input } from "../../ui/input";
import { SelectMenu } from "../../ui/select-menu";

/** Decoration only: it arrives after the form, so the first load carries just the form. */
const RouteArt = React.lazy(() => import("./RouteArt"));

export type LoginScreenProps = {
  initial?: Partial<LoginForm>;
  submitting?: boolean;
  /** The server's answer to a failed attempt, shown above the button. */
  error?: string | null;
  onSubmit: (form: LoginForm) => void;
  /** Stops a sign-in in progress (a server that does not answer); shown while submitting. */
  onCancel?: () => void;
  /** Private deployments hide the brand. */
  privateDeployment?: boolean;
  onLanguageChange?: (lang: Lang) => void;
};

const TYPE_KEYS = [
  [LOGIN_TYPES.phone, "Phone"],
  [LOGIN_TYPES.email, "Email"],
  [LOGIN_TYPES.admin, "Admin"],
] as const;

export function LoginScreen({
  initial,
  submitting = false,
  error,
  onSubmit,
  onCancel,
  privateDeployment = false,
  onLanguageChange,
}: LoginScreenProps) {
  const t = useT(loginMessages);
  const tc = useT(commonMessages);
  const lang = useLang();
  const [form, setForm] = React.useState<LoginForm>({
    type: initial?.type ?? LOGIN_TYPES.admin,
    login: initial?.login ?? "",
    orgCode: initial?.orgCode ?? "",
    password: initial?.password ?? "",
  });
  const [errors, setErrors] = React.useState<LoginFormErrors>({});
  const [tried, setTried] = React.useState(false);
  const [showPassword, setShowPassword] = React.useState(false);
  const typeName = TYPE_KEYS.find(([code]) => code === form.type)?.[1] ?? "Admin";

  const update = <K extends keyof LoginForm>(key: K, value: LoginForm[K]) => {
    const next = { ...form, [key]: value };
    setForm(next);
    if (tried) setErrors(checkLoginForm(next));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    const found = checkLoginForm(form);
    setErrors(found);
    if (Object.keys(found).length === 0) {
      onSubmit(normaliseLoginForm(form));
    }
  };

  return (
    <div data-slot="login-screen" className="flex min-h-dvh bg-neutral-50">
      {/* Private deployments show no brand at all, so the panel is left out, not left empty. */}
      {privateDeployment ? null : (
        <aside className="relative hidden w-[44%] max-w-[560px] flex-col justify-between overflow-hidden bg-brand p-10 text-white lg:flex">
          <div className="flex items-center gap-3">
            <BrandMark inverted />
            <span className="text-xl font-semibold tracking-wide">{tc("appTitle")}</span>
          </div>
          <React.Suspense fallback={<div className="relative my-6 aspect-[400/260]" />}>
            <RouteArt />
          </React.Suspense>
          <p className="relative text-lg leading-relaxed text-white/90">{tc("appTagline")}</p>
        </aside>
      )}
      <main className="flex flex-1 flex-col items-center justify-center px-4 py-10 sm:px-8">
        <div className="w-full max-w-[400px]">
          <div className="mb-8 flex items-center justify-between gap-4">
            {privateDeployment ? (
              <span />
            ) : (
              <div className="flex items-center gap-2.5 lg:hidden">
                <BrandMark />
                <span className="text-lg font-semibold text-neutral-900">{tc("appTitle")}</span>
              </div>
            )}
            {onLanguageChange ? (
              <div className="ml-auto w-32">
                <SelectMenu
                  aria-label={tc("language")}
                  size="sm"
                  value={lang}
                  options={LANGUAGES.map((code) => ({
                    value: code,
                    label: code === "zh-CN" ? "简体中文" : "English",
                  }))}
                  onValueChange={(code) => onLanguageChange(code as Lang)}
                />
              </div>
            ) : null}
          </div>
          <h1 className="text-2xl font-semibold text-neutral-900">{t("title")}</h1>
          <p className="mt-1 text-sm text-neutral-600">{t("subtitle")}</p>

          <form className="mt-7 flex flex-col gap-4" onSubmit={submit} noValidate>
            <fieldset>
              <legend className="mb-1.5 text-sm font-medium text-neutral-700">
                {t("typeLabel")}
              </legend>
              <div className="grid grid-cols-3 gap-1 rounded-md bg-neutral-200/70 p-1">
                {TYPE_KEYS.map(([code, name]) => (
                  <label
                    key={code}
                    // The checked look is a has-checked: variant, not a conditional class: cn()
                    // does not merge, and a plain text-brand loses to text-neutral-700.
                    className="flex h-8 cursor-pointer items-center justify-center rounded text-sm font-medium text-neutral-700 transition-colors has-checked:bg-white has-checked:text-brand has-checked:shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand"
                  >
                    <input
                      type="radio"
                      name="loginType"
                      value={code}
                      checked={form.type === code}
                      onChange={() => update("type", code as LoginTypeCode)}
                      className="sr-only"
                    />
                    {t(`type${name}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            <Field label={t(`login${typeName}`)} error={errors.login} required>
              <Input
                name="login"
                value={form.login}
                autoComplete={
                  form.type === LOGIN_TYPES.email
                    ? "email"
                    : form.type === LOGIN_TYPES.phone
                      ? "tel"
                      : "username"
                }
                inputMode={
                  form.type === LOGIN_TYPES.phone
                    ? "numeric"
                    : form.type === LOGIN_TYPES.email
                      ? "email"
                      : "text"
                }
                placeholder={t(`login${typeName}Placeholder`)}
                onChange={(e) => update("login", e.target.value)}
              />
            </Field>
            <Field label={t("orgCode")} error={errors.orgCode} required>
              <Input
                name="orgCode"
                value={form.orgCode}
                autoComplete="organization"
                autoCapitalize="characters"
                placeholder={t("orgCodePlaceholder")}
                onChange={(e) => update("orgCode", e.target.value.toUpperCase())}
              />
            </Field>
            <Field label={t("password")} error={errors.password} required>
              <div className="relative">
                <Input
                  name="password"
                  type={showPassword ? "text" : "password"}
                  value={form.password}
                  autoComplete="current-password"
                  placeholder={t("passwordPlaceholder")}
                  className="pr-11"
                  onChange={(e) => update("password", e.target.value)}
                />
                <button
                  type="button"
                  className="absolute inset-y-0 right-0 grid w-11 place-items-center text-neutral-600 hover:text-neutral-900"
                  aria-label={showPassword ? t("hidePassword") : t("showPassword")}
                  aria-pressed={showPassword}
                  onClick={() => setShowPassword((s) => !s)}
                >
                  <EyeIcon open={showPassword} />
                </button>
              </div>
            </Field>
            {error ? (
              <p
                role="alert"
                className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
              >
                {error}
              </p>
            ) : null}
            <Button type="submit" size="lg" loading={submitting} className="mt-1 w-full">
              {submitting ? t("submitting") : t("submit")}
            </Button>
            {submitting && onCancel ? (
              <Button type="button" variant="ghost" className="-mt-2 w-full" onClick={onCancel}>
                {t("cancelSubmit")}
              </Button>
            ) : null}
          </form>
          <p className="mt-8 text-center text-xs text-neutral-600">{t("footer")}</p>
        </div>
      </main>
    </div>
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 20 20"
      className="size-5"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <path d="M1.5 10S4.5 4 10 4s8.5 6 8.5 6-3 6-8.5 6-8.5-6-8.5-6z" />
      <circle cx="10" cy="10" r="2.5" />
      {open ? null : <path d="M3 17L17 3" strokeLinecap="round" />}
    </svg>
  );
}
