import { valibotResolver } from "@hookform/resolvers/valibot";
import * as React from "react";
import {
  type Control,
  Controller,
  type FieldErrors,
  type FieldPath,
  useForm,
  useWatch,
} from "react-hook-form";
import * as v from "valibot";
import {
  CC_LISTS,
  type CcList,
  type CheckEmailInput,
  checkEmailSchema,
  DEFAULT_DATES,
  type DigitsKind,
  FEE_SERVICES,
  LOCK_STATUSES,
  MAIL_PORTS,
  maxDigits,
  type PersonalSettings,
  type PersonalSettingsContext,
  type PersonalSettingsInput,
  type PersonalSettingsView,
  personalSettingsSchema,
  portForSsl,
  SETTINGS_FIELDS,
  SIGNATURE_MAX,
  scopeFields,
} from "../../domain/personal-settings";
import { BUSINESS_SCOPES } from "../../domain/scope";
import { type Lang, useLang, useT } from "../../i18n";
import { scopeMessages } from "../../i18n/messages/scope";
import { settingsMessages } from "../../i18n/messages/settings";
import { Button } from "../../ui/button";
import { cn } from "../../ui/cn";
import { Dialog, DialogContent } from "../../ui/dialog";
import { Field } from "../../ui/field";
import { Input } from "../../ui/input";
import { MultiSelect } from "../../ui/multi-select";
import { Segmented } from "../../ui/segmented";
import { Select, type SelectOption } from "../../ui/select";
import { Spinner } from "../../ui/spinner";
import { Switch } from "../../ui/switch";
import { Textarea } from "../../ui/textarea";
import { useOverflow } from "../../ui/use-overflow";
import { errorText } from "./error-text";

export type LabelledOption = { value: string; label: string; labelEn?: string | undefined };
export type CcUserOption = { userId: number; label: string; email: string };

export type SettingsOptions = {
  countryCodes: readonly LabelledOption[];
  languages: readonly LabelledOption[];
  barcodeSizes: readonly LabelledOption[];
  aeWarehouses: readonly SelectOption[];
  aiWarehouses: readonly SelectOption[];
  ccUsers: readonly CcUserOption[];
};

export const EMPTY_OPTIONS: SettingsOptions = {
  countryCodes: [],
  languages: [],
  barcodeSizes: [],
  aeWarehouses: [],
  aiWarehouses: [],
  ccUsers: [],
};

/** The PUT body: every field, userEmail left out once the account has one. */
export type EditPersonalBody = Omit<PersonalSettings, "userEmail"> & { userEmail?: string };

export type VerifyResult = { ok: boolean; message: string };
export type SaveError = { message: string; conflict: boolean };

export type PersonalSettingsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null while loading. */
  data: PersonalSettingsView | null;
  options: SettingsOptions;
  loadError?: string | null;
  helpUrl?: string | null;
  saving?: boolean;
  saveError?: SaveError | null;
  verifying?: boolean;
  verifyResult?: VerifyResult | null;
  /** The default-cc section starts open. */
  defaultCcOpen?: boolean;
  onSave: (body: EditPersonalBody) => void;
  onVerify: (body: CheckEmailInput) => void;
  /** Load again: after a load failure, or a save refused because another window saved first. */
  onReload: () => void;
};

const FORM_ID = "personal-settings-form";

export function PersonalSettingsDialog(props: PersonalSettingsDialogProps) {
  const t = useT(settingsMessages);
  const { open, onOpenChange, data, loadError } = props;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {data ? (
        // A new load (another version) starts a fresh form.
        <SettingsForm key={`${data.userId}:${data.version}`} {...props} data={data} />
      ) : (
        <DialogContent width="2xl" title={t("title")} closeLabel={t("close")}>
          <div className="grid min-h-64 place-items-center text-center">
            {loadError ? (
              <div className="flex flex-col items-center gap-3">
                <p role="alert" className="text-sm text-red-800">
                  {t("loadFailed", { reason: loadError })}
                </p>
                <Button variant="outline" onClick={props.onReload}>
                  {t("retry")}
                </Button>
              </div>
            ) : (
              <span className="text-brand" role="status">
                <Spinner className="size-6" label={t("loading")} />
              </span>
            )}
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}

function contextOf(data: PersonalSettingsView): PersonalSettingsContext {
  return {
    admin: data.loginRole === "admin",
    emailSet: data.userEmail !== "" && data.userEmail !== undefined,
    savedMail: data.mailPasswordSet ? { smtp: data.mailSmtp, user: data.mailUser } : null,
  };
}

function formValuesOf(data: PersonalSettingsView): PersonalSettingsInput {
  const source = data as unknown as Record<string, unknown>;
  return Object.fromEntries(
    SETTINGS_FIELDS.map((name) => [name, source[name]]),
  ) as unknown as PersonalSettingsInput;
}

type FormValues = PersonalSettingsInput;
type Name = FieldPath<FormValues>;

/** The first message under a field, nested ones (a cc list's items) included. */
function messageOf(errors: FieldErrors<FormValues>, name: string): string | undefined {
  const found = (errors as Record<string, unknown>)[name];
  const walk = (node: unknown): string | undefined => {
    if (!node || typeof node !== "object") return undefined;
    const message = (node as { message?: unknown }).message;
    if (typeof message === "string" && message) return message;
    for (const child of Object.values(node)) {
      const inner = walk(child);
      if (inner) return inner;
    }
    return undefined;
  };
  return walk(found);
}

const MAIL_KEYS = [
  "userEmail",
  "mailAddress",
  "mailSmtp",
  "mailUser",
  "mailVerifyCode",
  "mailSsl",
  "mailPort",
] as const;

function SettingsForm({
  data,
  options,
  helpUrl,
  saving = false,
  saveError,
  verifying = false,
  verifyResult,
  defaultCcOpen = false,
  onSave,
  onVerify,
  onReload,
}: PersonalSettingsDialogProps & { data: PersonalSettingsView }) {
  const t = useT(settingsMessages);
  const lang = useLang();
  const err = (message: string | undefined) => errorText(message, lang);
  const ctx = React.useMemo(() => contextOf(data), [data]);
  const schema = React.useMemo(() => personalSettingsSchema(ctx), [ctx]);
  const defaults = React.useMemo(() => formValuesOf(data), [data]);
  const form = useForm<FormValues, unknown, PersonalSettings>({
    resolver: valibotResolver(schema),
    defaultValues: defaults,
    mode: "onTouched",
    // "all" keeps the resolver from stopping at the first failed cross-field rule, so every
    // missing mail field is marked at once.
    criteriaMode: "all",
  });
  const { control, register, handleSubmit, reset, formState, getValues, setValue, setError } = form;
  const errors = formState.errors;
  const error = (name: string) => err(messageOf(errors, name));
  const mailOn = useWatch({ control, name: "mailValid" }) === "1";
  const [ccOpen, setCcOpen] = React.useState(defaultCcOpen);
  const ids = React.useId();

  // A verify answer stands only for the mail values it was given; editing them hides it.
  const mailValues = JSON.stringify(useWatch({ control, name: MAIL_KEYS }));
  const [verifiedFor, setVerifiedFor] = React.useState<string | null>(null);
  // A new answer marks the values it answers (mailValues is read, not watched, on purpose).
  React.useEffect(() => {
    setVerifiedFor(verifyResult ? mailValues : null);
  }, [verifyResult]);
  const showVerify = verifyResult && verifiedFor === mailValues;

  const submit = handleSubmit((values) => {
    const { userEmail, ...rest } = values;
    onSave(ctx.emailSet ? rest : { ...rest, userEmail });
  });

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

  const countryOptions = options.countryCodes.map((o) => ({
    value: o.value,
    label: `${o.value} ${lang === "en-US" ? (o.labelEn ?? o.label) : o.label}`,
  }));
  const labelled = (list: readonly LabelledOption[]) =>
    list.map((o) => ({
      value: o.value,
      label: lang === "en-US" ? (o.labelEn ?? o.label) : o.label,
    }));
  const yesNo = [
    { value: "1", label: t("yes") },
    { value: "0", label: t("no") },
  ] as const;
  const ccOptions = options.ccUsers.map((u) => ({
    value: u.userId,
    label: u.label,
    detail: u.email,
  }));
  const ccCount = useWatch({ control, name: [...CC_LISTS] }).reduce(
    (n, list) => n + (list?.length ?? 0),
    0,
  );

  const footer = (
    <>
      {helpUrl ? (
        <a
          href={helpUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mr-auto inline-flex items-center gap-1 self-center text-sm text-brand underline-offset-4 hover:underline"
        >
          <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true">
            <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.3" />
            <path
              d="M6.3 6.2a1.8 1.8 0 1 1 2.4 1.7c-.5.2-.7.6-.7 1.1v.3M8 11.3v.1"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.3"
              strokeLinecap="round"
            />
          </svg>
          {t("help")}
        </a>
      ) : null}
      <Button variant="outline" onClick={() => reset(defaults)} disabled={saving}>
        {t("reset")}
      </Button>
      <Button type="submit" form={FORM_ID} loading={saving}>
        {saving ? t("saving") : t("confirm")}
      </Button>
    </>
  );

  // The mail fields, laid out per role below: the admin's address pairs with the sender;
  // for others SSL and port share the last row with the verify button.
  const mail = {
    name: (
      <Field label={t("mailName")} required={mailOn} error={error("mailName")}>
        <Input autoComplete="off" {...register("mailName")} />
      </Field>
    ),
    address: (
      <Field label={t("mailAddress")} required={mailOn} error={error("mailAddress")}>
        <Input type="email" autoComplete="off" {...register("mailAddress")} />
      </Field>
    ),
    smtp: (
      <Field label={t("mailSmtp")} required={mailOn} error={error("mailSmtp")}>
        <Input
          autoComplete="off"
          spellCheck={false}
          placeholder="smtp.example.com"
          {...register("mailSmtp")}
        />
      </Field>
    ),
    sslPort: (
      <div className="grid grid-cols-[auto_1fr] gap-x-4">
        <Controller
          control={control}
          name="mailSsl"
          render={({ field }) => (
            <ChoiceLayout label={t("mailSsl")}>
              {(labelId) => (
                <Segmented
                  aria-labelledby={labelId}
                  name={field.name}
                  value={field.value}
                  options={yesNo}
                  onBlur={field.onBlur}
                  onValueChange={(ssl) => {
                    field.onChange(ssl);
                    setValue("mailPort", portForSsl(ssl), { shouldValidate: true });
                  }}
                />
              )}
            </ChoiceLayout>
          )}
        />
        <Field label={t("mailPort")} required={mailOn} error={error("mailPort")}>
          <Controller
            control={control}
            name="mailPort"
            render={({ field }) => (
              <>
                <Input
                  inputMode="numeric"
                  maxLength={5}
                  list={`${ids}-ports`}
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  value={field.value === null ? "" : String(field.value)}
                  onChange={(e) => {
                    const digits = e.target.value.replace(/\D/g, "");
                    field.onChange(digits === "" ? null : Number(digits));
                  }}
                />
                <datalist id={`${ids}-ports`}>
                  {MAIL_PORTS.map((p) => (
                    <option key={p} value={p} />
                  ))}
                </datalist>
              </>
            )}
          />
        </Field>
      </div>
    ),
    user: (
      <Field label={t("mailUser")} required={mailOn} error={error("mailUser")}>
        <Input autoComplete="off" spellCheck={false} {...register("mailUser")} />
      </Field>
    ),
    password: (
      <Field label={t("mailVerifyCode")} required={mailOn} error={error("mailVerifyCode")}>
        <Input
          type="password"
          autoComplete="new-password"
          placeholder={data.mailPasswordSet ? t("mailPasswordSaved") : undefined}
          {...register("mailVerifyCode")}
        />
      </Field>
    ),
  };

  return (
    <DialogContent
      width="2xl"
      title={t("title")}
      closeLabel={t("close")}
      footer={footer}
      data-slot="personal-settings"
    >
      <form id={FORM_ID} noValidate onSubmit={submit} className="flex flex-col gap-5">
        {saveError ? (
          <div
            role="alert"
            className="flex items-center gap-3 rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            <span className="flex-1">{err(saveError.message)}</span>
            {saveError.conflict ? (
              <Button size="sm" variant="outline" onClick={onReload}>
                {t("reload")}
              </Button>
            ) : null}
          </div>
        ) : null}

        <Section id={`${ids}-personal`} title={t("sectionPersonal")}>
          <div className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            <Field label={t("orgName")}>
              <Input value={data.orgName} readOnly />
            </Field>
            <Field label={t("userName")}>
              <Input value={data.userName} readOnly />
            </Field>
            <Field label={t("userEname")} required error={error("userEname")}>
              <Input autoComplete="off" {...register("userEname")} />
            </Field>
            <Field
              label={t("userEmail")}
              required
              error={error("userEmail")}
              hint={ctx.emailSet ? t("userEmailLocked") : undefined}
            >
              <Input
                type="email"
                autoComplete="email"
                readOnly={ctx.emailSet}
                {...register("userEmail")}
              />
            </Field>
            <div className="grid grid-cols-[11rem_1fr] gap-x-2 sm:grid-cols-[13rem_1fr]">
              <Field label={t("countryCode")} required error={error("internationalCountryCode")}>
                <Select options={countryOptions} {...register("internationalCountryCode")} />
              </Field>
              <Field label={t("phoneNumber")} required error={error("phoneNumber")}>
                <Input type="tel" autoComplete="tel-national" {...register("phoneNumber")} />
              </Field>
            </div>
            <Field label={t("paramText")} error={error("paramText")}>
              <Select options={labelled(options.languages)} {...register("paramText")} />
            </Field>
            <BooleanChoice
              control={control}
              name="orderEditNewPage"
              label={t("orderEditNewPage")}
              options={yesNo}
            />
            <BooleanChoice
              control={control}
              name="orderSaveClosePage"
              label={t("orderSaveClosePage")}
              options={yesNo}
            />
          </div>
        </Section>

        <Section id={`${ids}-scopes`} title={t("sectionScopes")} hint={t("sectionScopesHint")}>
          <ScopeTable control={control} errors={errors} lang={lang} register={register} />
        </Section>

        <Section id={`${ids}-aeai`} title={t("sectionAeAi")}>
          <div className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            <Field label={t("barcodeSize")} error={error("orderAeDefaultBarcodeLabelSize")}>
              <Select
                options={labelled(options.barcodeSizes)}
                placeholder={t("none")}
                {...register("orderAeDefaultBarcodeLabelSize")}
              />
            </Field>
            <Choice
              control={control}
              name="orderAeHawbCopyAwbInfo"
              label={t("hawbCopy")}
              required
              options={yesNo}
            />
            <Choice
              control={control}
              name="loadingDateType"
              label={t("loadingDateType")}
              options={[
                { value: "LOCALTIME", label: t("loadingLocal") },
                { value: "FLIGHTDATE", label: t("loadingFlight") },
              ]}
            />
            <div className="hidden sm:block" />
            <Field label={t("aeWarehouse")} error={error("aeWarehouseId")}>
              <Select
                options={options.aeWarehouses}
                placeholder={t("none")}
                {...register("aeWarehouseId")}
              />
            </Field>
            <Field label={t("aiWarehouse")} error={error("aiWarehouseId")}>
              <Select
                options={options.aiWarehouses}
                placeholder={t("none")}
                {...register("aiWarehouseId")}
              />
            </Field>
          </div>
        </Section>

        <Section id={`${ids}-mail`} title={t("sectionMail")}>
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
            {ctx.admin ? (
              <>
                {mail.name}
                {mail.address}
                {mail.smtp}
                {mail.sslPort}
                {mail.user}
                {mail.password}
              </>
            ) : (
              <>
                {mail.name}
                {mail.smtp}
                {mail.user}
                {mail.password}
                {mail.sslPort}
              </>
            )}
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
                    {err(verifyResult.message)}
                  </span>
                ) : null}
              </output>
            </div>
            <SignatureField control={control} error={error("mailSignature")} register={register} />
          </div>
        </Section>

        <section aria-labelledby={`${ids}-cc`} className="border-t border-neutral-200 pt-4">
          <h3 id={`${ids}-cc`} className="text-sm font-semibold text-neutral-900">
            <button
              type="button"
              aria-expanded={ccOpen}
              aria-controls={`${ids}-cc-body`}
              onClick={() => setCcOpen((o) => !o)}
              className="-mx-1 inline-flex items-center gap-1.5 rounded px-1 py-0.5 hover:text-brand"
            >
              <svg
                viewBox="0 0 16 16"
                className={cn("size-4 transition-transform", ccOpen ? "rotate-90" : "rotate-0")}
                aria-hidden="true"
              >
                <path
                  d="M6 4l4 4-4 4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  strokeLinecap="round"
                />
              </svg>
              {t("sectionCc")}
              <span className="font-normal text-neutral-600">
                · {ccCount > 0 ? t("ccSelected", { count: ccCount }) : t("ccEmpty")}
              </span>
            </button>
          </h3>
          <div id={`${ids}-cc-body`} hidden={!ccOpen} className="mt-3">
            <p className="mb-3 text-xs text-neutral-600">{t("ccHint")}</p>
            <div className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
              {(
                [
                  ["orderTrackCcUser", t("ccOrderTrack")],
                  ["sendGoodsNotifyCcUser", t("ccGoodsNotify")],
                  ["sendBillCcUser", t("ccBill")],
                  ["sendInventoryCcUser", t("ccInventory")],
                ] as [CcList, string][]
              ).map(([name, label]) => (
                <Field key={name} label={label} error={error(name)}>
                  <Controller
                    control={control}
                    name={name}
                    render={({ field }) => (
                      <MultiSelect
                        options={ccOptions}
                        value={field.value}
                        onValueChange={field.onChange}
                        onBlur={field.onBlur}
                        chooseLabel={t("ccAdd")}
                        emptyLabel={t("ccEmpty")}
                        removeLabel={(n) => t("ccRemove", { name: n, list: label })}
                      />
                    )}
                  />
                </Field>
              ))}
            </div>
          </div>
        </section>
      </form>
    </DialogContent>
  );
}

function Section({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="border-t border-neutral-200 pt-4 first:border-t-0 first:pt-0"
    >
      <h3 id={id} className="text-sm font-semibold text-neutral-900">
        {title}
      </h3>
      {hint ? <p className="mt-0.5 text-xs text-neutral-600">{hint}</p> : null}
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Field's look for a radio group: the label names the group instead of one control. */
function ChoiceLayout({
  label,
  required = false,
  children,
}: {
  label: string;
  required?: boolean;
  children: (labelId: string) => React.ReactNode;
}) {
  const labelId = React.useId();
  return (
    <div data-slot="field" className="flex flex-col gap-1">
      <div className="flex gap-0.5">
        {required ? (
          <span className="text-sm text-red-700" aria-hidden="true">
            *
          </span>
        ) : null}
        <span id={labelId} className="text-sm font-medium text-neutral-700">
          {label}
        </span>
      </div>
      {children(labelId)}
    </div>
  );
}

type FlagOptions = readonly { value: "0" | "1"; label: string }[];

function Choice<N extends "orderAeHawbCopyAwbInfo" | "loadingDateType">({
  control,
  name,
  label,
  required,
  options,
}: {
  control: Control<FormValues>;
  name: N;
  label: string;
  required?: boolean;
  options: readonly { value: FormValues[N]; label: string }[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ChoiceLayout label={label} required={required ?? false}>
          {(labelId) => (
            <Segmented
              aria-labelledby={labelId}
              name={field.name}
              value={field.value as string}
              options={options as readonly { value: string; label: string }[]}
              onBlur={field.onBlur}
              onValueChange={field.onChange}
            />
          )}
        </ChoiceLayout>
      )}
    />
  );
}

/** '0'/'1' on screen, a boolean in the form and on the wire (spec §3). */
function BooleanChoice({
  control,
  name,
  label,
  options,
}: {
  control: Control<FormValues>;
  name: "orderEditNewPage" | "orderSaveClosePage";
  label: string;
  options: FlagOptions;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ChoiceLayout label={label} required>
          {(labelId) => (
            <Segmented
              aria-labelledby={labelId}
              name={field.name}
              value={field.value ? "1" : "0"}
              options={options}
              onBlur={field.onBlur}
              onValueChange={(flag) => field.onChange(flag === "1")}
            />
          )}
        </ChoiceLayout>
      )}
    />
  );
}

function SignatureField({
  control,
  error,
  register,
}: {
  control: Control<FormValues>;
  error: string | undefined;
  register: ReturnType<typeof useForm<FormValues, unknown, PersonalSettings>>["register"];
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

/** Per business type: digits, default date, station, lock filter and fee service in one table. */
function ScopeTable({
  control,
  errors,
  lang,
  register,
}: {
  control: Control<FormValues>;
  errors: FieldErrors<FormValues>;
  lang: Lang;
  register: ReturnType<typeof useForm<FormValues, unknown, PersonalSettings>>["register"];
}) {
  const t = useT(settingsMessages);
  const scopeLabel = useT(scopeMessages);
  const tableLabel = t("scopeTable");
  const [scrollRef, scrolls] = useOverflow<HTMLDivElement>("x");
  const digitColumns: [DigitsKind, string][] = [
    ["weight", t("digitsWeight")],
    ["volume", t("digitsVolume")],
    ["chargeWeight", t("digitsChargeWeight")],
  ];
  const dateOptions = DEFAULT_DATES.map((d) => ({
    value: d,
    label: { "": t("dateNone"), TODAY: t("dateToday"), TOMORROW: t("dateTomorrow") }[d],
  }));
  const lockOptions = LOCK_STATUSES.map((s) => ({
    value: s,
    label: { "2": t("lockAll"), "1": t("lockLocked"), "0": t("lockUnlocked") }[s],
  }));
  const feeOptions = FEE_SERVICES.map((f) => ({
    value: f,
    label: { CN: t("feeCN"), EN: t("feeEN"), "CN<EN>": t("feeCNEN"), "EN<CN>": t("feeENCN") }[f],
  }));
  const err = (name: string) => errorText(messageOf(errors, name), lang);
  return (
    <div
      ref={scrollRef}
      className="-mx-1 overflow-x-auto px-1 pb-1"
      // While it scrolls sideways (a phone), it is a named region keyboard users can reach.
      {...(scrolls ? { tabIndex: 0, role: "region", "aria-label": tableLabel } : {})}
    >
      <table className="w-full min-w-[880px] table-fixed border-collapse text-sm">
        <thead>
          <tr className="border-b border-neutral-200 text-left text-xs text-neutral-600">
            <th scope="col" className="py-1.5 pr-2 font-medium">
              {t("scope")}
            </th>
            {digitColumns.map(([kind, label]) => (
              <th key={kind} scope="col" className="w-[76px] px-1.5 py-1.5 font-medium">
                {label}
              </th>
            ))}
            <th scope="col" className="w-[118px] px-1.5 py-1.5 font-medium">
              {t("defaultDate")}
            </th>
            <th scope="col" className="w-[104px] px-1.5 py-1.5 font-medium">
              {t("defaultStation")}
            </th>
            <th scope="col" className="w-[110px] px-1.5 py-1.5 font-medium">
              {t("lockStatus")}
            </th>
            <th scope="col" className="w-[168px] px-1.5 py-1.5 font-medium">
              {t("feeService")}
            </th>
          </tr>
        </thead>
        <tbody>
          {BUSINESS_SCOPES.map((scope) => {
            const f = scopeFields(scope);
            const rowLabel = `${scope} ${scopeLabel(scope)}`;
            return (
              <tr key={scope} className="border-b border-neutral-100 align-top last:border-b-0">
                <th scope="row" className="py-2 pr-2 text-left font-normal whitespace-nowrap">
                  <span className="font-medium text-neutral-900">{scope}</span>{" "}
                  <span className="text-neutral-600">{scopeLabel(scope)}</span>
                </th>
                {digitColumns.map(([kind, label]) => (
                  <Cell key={kind} error={err(f.digits[kind])}>
                    {(wiring) => (
                      <Controller
                        control={control}
                        name={f.digits[kind] as Name}
                        render={({ field }) => (
                          <Input
                            size="sm"
                            inputMode="numeric"
                            maxLength={1}
                            aria-label={`${rowLabel} ${label}`}
                            title={`0–${maxDigits(scope, kind)}`}
                            name={field.name}
                            ref={field.ref}
                            onBlur={field.onBlur}
                            value={typeof field.value === "number" ? String(field.value) : ""}
                            onChange={(e) => {
                              // Decimal places are forced numeric (spec §5).
                              const digits = e.target.value.replace(/\D/g, "").slice(-1);
                              field.onChange(digits === "" ? null : Number(digits));
                            }}
                            {...wiring}
                          />
                        )}
                      />
                    )}
                  </Cell>
                ))}
                <Cell error={err(f.defaultDate)}>
                  {(wiring) => (
                    <Select
                      size="sm"
                      aria-label={`${rowLabel} ${t("defaultDate")}`}
                      options={dateOptions}
                      {...register(f.defaultDate as Name)}
                      {...wiring}
                    />
                  )}
                </Cell>
                <Cell error={err(f.defaultStation)}>
                  {(wiring) => (
                    <Input
                      size="sm"
                      maxLength={10}
                      autoComplete="off"
                      spellCheck={false}
                      className="uppercase"
                      aria-label={`${rowLabel} ${t("defaultStation")}`}
                      {...register(f.defaultStation as Name, {
                        setValueAs: (value: string) => value.toUpperCase(),
                      })}
                      {...wiring}
                    />
                  )}
                </Cell>
                <Cell error={err(f.lockStatus)}>
                  {(wiring) => (
                    <Select
                      size="sm"
                      aria-label={`${rowLabel} ${t("lockStatus")}`}
                      options={lockOptions}
                      {...register(f.lockStatus as Name)}
                      {...wiring}
                    />
                  )}
                </Cell>
                <Cell error={err(f.feeService)}>
                  {(wiring) => (
                    <Select
                      size="sm"
                      aria-label={`${rowLabel} ${t("feeService")}`}
                      options={feeOptions}
                      {...register(f.feeService as Name)}
                      {...wiring}
                    />
                  )}
                </Cell>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A table cell with its control and, under it, the control's error. */
function Cell({
  error,
  children,
}: {
  error: string | undefined;
  children: (wiring: { "aria-invalid"?: true; "aria-describedby"?: string }) => React.ReactNode;
}) {
  const id = React.useId();
  return (
    <td className="px-1.5 py-1.5">
      {children(error ? { "aria-invalid": true, "aria-describedby": id } : {})}
      {error ? (
        <p id={id} role="alert" className="mt-0.5 text-xs leading-4 text-red-700">
          {error}
        </p>
      ) : null}
    </td>
  );
}
