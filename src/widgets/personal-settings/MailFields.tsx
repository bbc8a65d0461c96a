import * as React from "react";
import { Controller } from "react-hook-form";
import { MAIL_PORTS, portForSsl } from "../../domain/personal-settings";
import { useT } from "../../i18n";
import { settingsMessages } from "../../i18n/messages/personal-settings";
import { Field } from "../../ui/field";
import { Input } from "../../ui/input";
import { Segmented } from "../../ui/segmented";
import type { FieldError, SettingsFormApi, YesNo } from "./form";
import { ChoiceLayout } from "./layout";

/**
 * The mail account's fields, laid out per role: the admin's address pairs with the sender; for
 * others SSL and port share the last row with the verify button that follows.
 */
export function MailFields({
  form,
  admin,
  mailOn,
  passwordSet,
  yesNo,
  error,
}: {
  form: SettingsFormApi;
  admin: boolean;
  /** Sending through the user's mailbox is on: every mail field is required. */
  mailOn: boolean;
  /** A password is saved: the field may stay empty. */
  passwordSet: boolean;
  yesNo: YesNo;
  error: FieldError;
}) {
  const t = useT(settingsMessages);
  const { control, register, setValue } = form;
  const ids = React.useId();
  const name = (
    <Field label={t("mailName")} required={mailOn} error={error("mailName")}>
      <Input autoComplete="off" {...register("mailName")} />
    </Field>
  );
  const address = (
    <Field label={t("mailAddress")} required={mailOn} error={error("mailAddress")}>
      <Input type="email" autoComplete="off" {...register("mailAddress")} />
    </Field>
  );
  const smtp = (
    <Field label={t("mailSmtp")} required={mailOn} error={error("mailSmtp")}>
      <Input
        autoComplete="off"
        spellCheck={false}
        placeholder="smtp.example.com"
        {...register("mailSmtp")}
      />
    </Field>
  );
  const sslPort = (
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
  );
  const user = (
    <Field label={t("mailUser")} required={mailOn} error={error("mailUser")}>
      <Input autoComplete="off" spellCheck={false} {...register("mailUser")} />
    </Field>
  );
  const password = (
    <Field label={t("mailVerifyCode")} required={mailOn} error={error("mailVerifyCode")}>
      <Input
        type="password"
        autoComplete="new-password"
        placeholder={passwordSet ? t("mailPasswordSaved") : undefined}
        {...register("mailVerifyCode")}
      />
    </Field>
  );
  return admin ? (
    <>
      {name}
      {address}
      {smtp}
      {sslPort}
      {user}
      {password}
    </>
  ) : (
    <>
      {name}
      {smtp}
      {user}
      {password}
      {sslPort}
    </>
  );
}
