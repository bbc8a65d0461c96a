import { useLang, useT } from "../../i18n";
import { settingsMessages } from "../../i18n/messages/personal-settings";
import { Field } from "../../ui/field";
import { Select } from "../../ui/select";
import type { FieldError, SettingsFormApi, YesNo } from "./form";
import { optionLabel } from "./form";
import { Choice, Section } from "./layout";
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
  const { control, register } = form;
  const barcodeOptions = options.barcodeSizes.map((o) => ({
    value: o.value,
    label: optionLabel(o, lang),
  }));
  return (
    <Section id={id} title={t("sectionAeAi")}>
      <div className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <Field label={t("barcodeSize")} error={error("orderAeDefaultBarcodeLabelSize")}>
          <Select
            options={barcodeOptions}
            placeholder={t("none")}
            {...register("orderAeDefaultBarcodeLabelSize")}
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
  );
}
