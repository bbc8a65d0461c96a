import * as React from "react";
import type { PersonalSettingsView } from "../../domain/personal-settings";
import { useLang, useT } from "../../i18n";
import { settingsMessages } from "../../i18n/messages/personal-settings";
import { Button } from "../../ui/button";
import { DialogContent } from "../../ui/dialog";
import { AeAiSection } from "./AeAiSection";
import { CcSection } from "./CcSection";
import { errorText } from "./error-text";
import { FORM_ID, useSettingsForm } from "./form";
import { Section } from "./layout";
import { MailSection } from "./MailSection";
import { PersonalSection } from "./PersonalSection";
import { ScopeTable } from "./ScopeTable";
import type { PersonalSettingsDialogProps } from "./types";

/** The loaded settings as one form: its sections, the save error, and the dialog's buttons. */
export function SettingsForm({
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
  const { form, ctx, defaults, error, yesNo } = useSettingsForm(data);
  const { control, register, handleSubmit, reset } = form;
  const ids = React.useId();

  const submit = handleSubmit((values) => {
    const { userEmail, ...rest } = values;
    onSave(ctx.emailSet ? rest : { ...rest, userEmail });
  });

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
            <span className="flex-1">{errorText(saveError.message, lang)}</span>
            {saveError.conflict ? (
              <Button size="sm" variant="outline" onClick={onReload}>
                {t("reload")}
              </Button>
            ) : null}
          </div>
        ) : null}
        <PersonalSection
          id={`${ids}-personal`}
          form={form}
          data={data}
          emailSet={ctx.emailSet}
          options={options}
          yesNo={yesNo}
          error={error}
        />
        <Section id={`${ids}-scopes`} title={t("sectionScopes")} hint={t("sectionScopesHint")}>
          <ScopeTable control={control} error={error} register={register} />
        </Section>
        <AeAiSection id={`${ids}-aeai`} form={form} options={options} yesNo={yesNo} error={error} />
        <MailSection
          id={`${ids}-mail`}
          form={form}
          ctx={ctx}
          passwordSet={data.mailPasswordSet}
          yesNo={yesNo}
          error={error}
          verifying={verifying}
          verifyResult={verifyResult}
          onVerify={onVerify}
        />
        <CcSection
          id={`${ids}-cc`}
          form={form}
          ccUsers={options.ccUsers}
          defaultOpen={defaultCcOpen}
          error={error}
        />
      </form>
    </DialogContent>
  );
}
