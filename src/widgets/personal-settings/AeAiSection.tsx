import { useLang, useT } from "../../i18n";
import { settingsMessages } from "../../i18n/messages/personal-settings";
import { Field } from "../../ui/field";
import type { FieldError, SettingsFormApi, YesNo } from "./form";
import { optionLabel } from "./form";
import { Choice, FormSelect, Section } from "./layout";
import type { SettingsOptions } from "./types";

/** Air export and import defaults: barcode label, HAWB copy, loading date, warehouses. */
export function AeAiSection({
  id,
  form,
  options,
  yesNo,
  error,
}: {
  id: string;
  form: SettingsFormApi;
  options: SettingsOptions;
  yesNo: YesNo;
  error: FieldError;
}) {
  const t = useT(settingsMessages);
  const lang = useLang();
  const { control } = form;
  const barcodeOptions = options.barcodeSizes.map((o) => ({
    value: o.value,
    label: optionLabel(o, lang),
  }));
  return (
    <Section id={id} title={t("sectionAeAi")}>
      <div className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <Field label={t("barcodeSize")} error={error("orderAeDefaultBarcodeLabelSize")}>
          <FormSelect
            control={form.control}
            name="orderAeDefaultBarcodeLabelSize"
            options={barcodeOptions}
            placeholder={t("none")}
          />
        </Field>
        <Choice
          control={control}
          name="orderAeHawbCopyAwbInfo"
          label={t("hawbCopy")}
          required
          error={error("orderAeHawbCopyAwbInfo")}
          options={yesNo}
        />
        <Choice
          control={control}
          name="loadingDateType"
          label={t("loadingDateType")}
          error={error("loadingDateType")}
          options={[
            { value: "LOCALTIME", label: t("loadingLocal") },
            { value: "FLIGHTDATE", label: t("loadingFlight") },
          ]}
        />
        <div className="hidden sm:block" />
        <Field label={t("aeWarehouse")} error={error("aeWarehouseId")}>
          <FormSelect
            control={form.control}
            name="aeWarehouseId"
            options={options.aeWarehouses}
            placeholder={t("none")}
          />
        </Field>
        <Field label={t("aiWarehouse")} error={error("aiWarehouseId")}>
          <FormSelect
            control={form.control}
            name="aiWarehouseId"
            options={options.aiWarehouses}
            placeholder={t("none")}
          />
        </Field>
      </div>
    </Section>
  );
}
