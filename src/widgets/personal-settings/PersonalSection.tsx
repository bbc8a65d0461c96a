import type { PersonalSettingsView } from "../../domain/personal-settings";
import { useLang, useT } from "../../i18n";
import { settingsMessages } from "../../i18n/messages/personal-settings";
import { Field } from "../../ui/field";
import { Input } from "../../ui/input";
import type { FieldError, SettingsFormApi, YesNo } from "./form";
import { optionLabel } from "./form";
import { BooleanChoice, FormSelect, Section } from "./layout";
import type { SettingsOptions } from "./types";

/** Who the user is and how pages open: names, e-mail, phone, language, page flags. */
export function PersonalSection({
  id,
  form,
  data,
  emailSet,
  options,
  yesNo,
  error,
}: {
  id: string;
  form: SettingsFormApi;
  data: PersonalSettingsView;
  /** The account has an e-mail address already; it cannot be changed here. */
  emailSet: boolean;
  options: SettingsOptions;
  yesNo: YesNo;
  error: FieldError;
}) {
  const t = useT(settingsMessages);
  const lang = useLang();
  const { control, register } = form;
  const countryOptions = options.countryCodes.map((o) => ({
    value: o.value,
    label: `${o.value} ${optionLabel(o, lang)}`,
  }));
  const languageOptions = options.languages.map((o) => ({
    value: o.value,
    label: optionLabel(o, lang),
  }));
  return (
    <Section id={id} title={t("sectionPersonal")}>
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
          hint={emailSet ? t("userEmailLocked") : undefined}
        >
          <Input type="email" autoComplete="email" readOnly={emailSet} {...register("userEmail")} />
        </Field>
        <div className="grid grid-cols-[11rem_1fr] gap-x-2 sm:grid-cols-[13rem_1fr]">
          <Field label={t("countryCode")} required error={error("internationalCountryCode")}>
            <FormSelect
              control={form.control}
              name="internationalCountryCode"
              options={countryOptions}
            />
          </Field>
          <Field label={t("phoneNumber")} required error={error("phoneNumber")}>
            <Input type="tel" autoComplete="tel-national" {...register("phoneNumber")} />
          </Field>
        </div>
        <Field label={t("paramText")} error={error("paramText")}>
          <FormSelect control={form.control} name="paramText" options={languageOptions} />
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
  );
}
