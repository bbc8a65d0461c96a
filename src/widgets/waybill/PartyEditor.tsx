import * as React from "react";
import { POSTCODE_REQUIRED_COUNTRIES } from "../../domain/party";
import type {
  PartyRole,
  WaybillParty,
  WaybillPartyErrors,
  WaybillPartyField,
} from "../../domain/waybill-record";
import { type Translate, useT } from "../../i18n";
import { waybillMessages } from "../../i18n/messages/waybill";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { cn } from "../../ui/cn";
import { Field } from "../../ui/field";
import { Input } from "../../ui/input";

export type PartyEditorProps = {
  role: PartyRole;
  value: WaybillParty;
  errors?: WaybillPartyErrors;
  onChange: (next: WaybillParty) => void;
  onBlur?: () => void;
  /** Opens address recognition for this party; the button is hidden without it. */
  onRecognize?: () => void;
  disabled?: boolean;
};

type FieldSpec = {
  field: WaybillPartyField;
  /** Grid columns on wide screens (of 6). */
  span: 2 | 3 | 6;
  maxLength: number;
  upper?: boolean;
  required?: boolean;
  autoComplete?: string;
};

const FIELDS: readonly FieldSpec[] = [
  { field: "name", span: 6, maxLength: 100, upper: true, required: true, autoComplete: "off" },
  { field: "address", span: 6, maxLength: 150, upper: true, required: true },
  { field: "city", span: 2, maxLength: 30, upper: true, required: true },
  { field: "state", span: 2, maxLength: 2, upper: true },
  { field: "postcode", span: 2, maxLength: 20, upper: true },
  { field: "country", span: 2, maxLength: 2, upper: true, required: true },
  { field: "cityCode", span: 2, maxLength: 30, upper: true },
  { field: "code", span: 2, maxLength: 35, upper: true },
  { field: "contact", span: 2, maxLength: 100, upper: true },
  { field: "telephone", span: 2, maxLength: 30 },
  { field: "fax", span: 2, maxLength: 30, upper: true },
];

const SPAN: Record<FieldSpec["span"], string> = {
  2: "sm:col-span-3 lg:col-span-2",
  3: "sm:col-span-3",
  6: "sm:col-span-6",
};

/** The rules that follow from the country, said before the user trips over them. */
export function countryRuleHint(
  country: string,
  t: Translate<keyof (typeof waybillMessages)["zh-CN"]>,
) {
  const code = country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return t("countryHintNone");
  if (code === "US") return t("countryHintUS");
  if (code === "CA") return t("countryHintCA");
  if (code === "MX") return t("countryHintMX");
  if (code === "DE") return t("countryHintDE");
  if ((POSTCODE_REQUIRED_COUNTRIES as readonly string[]).includes(code)) {
    // The country by its name, as the other hints say it (英国, not GB).
    return t("countryHintRequired", {
      country: t(`country_${code as (typeof POSTCODE_REQUIRED_COUNTRIES)[number]}`),
    });
  }
  return t("countryHintOther");
}

/** Shipper or consignee: the party rules of spec 001 §5, shown per field as the user types. */
export function PartyEditor({
  role,
  value,
  errors = {},
  onChange,
  onBlur,
  onRecognize,
  disabled = false,
}: PartyEditorProps) {
  const t = useT(waybillMessages);
  const headingId = React.useId();
  const errorCount = Object.values(errors).filter(Boolean).length;
  const set = (field: WaybillPartyField, raw: string, upper?: boolean) =>
    onChange({ ...value, [field]: upper ? raw.toUpperCase() : raw });
  return (
    <section
      data-slot="party-editor"
      aria-labelledby={headingId}
      className="rounded-md border border-neutral-200 bg-white"
    >
      <header className="flex flex-wrap items-center gap-2 border-b border-neutral-200 px-4 py-2.5">
        <h3 id={headingId} className="text-sm font-semibold text-neutral-900">
          {t(role)}
        </h3>
        {errorCount > 0 ? (
          <Badge tone="danger">{t("errorsCount", { count: errorCount })}</Badge>
        ) : null}
        <div className="ml-auto flex gap-1.5">
          {onRecognize ? (
            <Button size="sm" variant="secondary" onClick={onRecognize} disabled={disabled}>
              <svg viewBox="0 0 16 16" aria-hidden="true" fill="none" stroke="currentColor">
                <path d="M2 5V2h3M11 2h3v3M14 11v3h-3M5 14H2v-3M5 8h6" strokeWidth="1.5" />
              </svg>
              {t("recognize")}
            </Button>
          ) : null}
        </div>
      </header>
      <div className="grid grid-cols-1 gap-x-3 gap-y-3 p-4 sm:grid-cols-6">
        {FIELDS.map((spec) => (
          <Field
            key={spec.field}
            label={t(`p_${spec.field}`)}
            error={errors[spec.field]}
            required={spec.required ?? false}
            hint={spec.field === "country" ? countryRuleHint(value.country, t) : undefined}
            className={cn(SPAN[spec.span])}
          >
            <Input
              name={`${role}.${spec.field}`}
              value={value[spec.field]}
              maxLength={spec.maxLength * 2}
              autoComplete={spec.autoComplete ?? "off"}
              spellCheck={false}
              disabled={disabled}
              onChange={(e) => set(spec.field, e.target.value, spec.upper)}
              onBlur={onBlur}
            />
          </Field>
        ))}
      </div>
    </section>
  );
}
