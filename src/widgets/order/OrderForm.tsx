import { valibotResolver } from "@hookform/resolvers/valibot";
import * as React from "react";
import { Controller, type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { formatNumber, formatPieces } from "../../domain/format";
import {
  CONTAINER_METHODS,
  ORDER_FIELDS_SCHEMA,
  type OrderFieldName,
  type OrderFields,
  orderFigures,
  orderFlags,
  orderRuleIssue,
  revenueTons,
  SCOPE_MODE,
  sectionsFor,
} from "../../domain/order";
import type { LoadingDateType, ScopeDigits } from "../../domain/personal-settings";
import type { BusinessScope } from "../../domain/scope";
import { defaultLoadingDate } from "../../domain/scope-preferences";
import { useT } from "../../i18n";
import { orderMessages } from "../../i18n/messages/order";
import { Button } from "../../ui/button";
import { cn } from "../../ui/cn";
import { Field } from "../../ui/field";
import { Input } from "../../ui/input";
import { SelectMenu } from "../../ui/select-menu";
import { orderPickerKind, StationPicker, scopeDirection } from "../../ui/station-picker";
import { Textarea } from "../../ui/textarea";
import { DIGIT_FIELDS, roundInput } from "./defaults";
import { fieldLabel, type OrderKey, orderIssueText } from "./order-text";
import { SaveAlert } from "./SaveAlert";

type FormValues = Record<OrderFieldName, string>;

/**
 * The shared schema's resolver, then the scope's own rule (AE's MAWB) on its field, also while
 * other fields are still wrong, so every message shows at once.
 */
function resolverFor(scope: BusinessScope): Resolver<FormValues, unknown, OrderFields> {
  const base = valibotResolver(ORDER_FIELDS_SCHEMA) as unknown as Resolver<
    FormValues,
    unknown,
    OrderFields
  >;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (result.errors.awbNumber) return result;
    const issue = orderRuleIssue(scope, {
      ...(values as OrderFields),
      awbNumber: String(values.awbNumber ?? "").trim(),
    });
    if (!issue) return result;
    return {
      values: {},
      errors: { ...result.errors, [issue.field]: { type: "rule", message: issue.message } },
    };
  };
}

const REQUIRED: ReadonlySet<OrderFieldName> = new Set(["businessDate", "customerName"]);
const DATE_FIELDS: ReadonlySet<OrderFieldName> = new Set([
  "businessDate",
  "flightDate",
  "inboundDate",
  "outboundDate",
  "inspectionDate",
  "clearanceDate",
]);
const UPPER: ReadonlySet<OrderFieldName> = new Set([
  "customerNumber",
  "awbNumber",
  "hawbNumber",
  "mblNumber",
  "hblNumber",
  "internalNumber",
  "departure",
  "transit1",
  "transit2",
  "arrival",
  "flightNo",
  "voyage",
]);
const NUMERIC: ReadonlySet<OrderFieldName> = new Set([
  "planPieces",
  "planWeight",
  "planVolume",
  "confirmPieces",
  "confirmWeight",
  "confirmVolume",
  "teu",
]);
const WIDE: ReadonlySet<OrderFieldName> = new Set([
  "customerName",
  "goodsNameCn",
  "goodsNameEn",
  "planSizes",
  "confirmSizes",
  "containers",
  "remark",
]);

function countErrors(errors: FieldErrors): number {
  return Object.values(errors).filter((e) => e && typeof e === "object" && "message" in e).length;
}

export type OrderFormProps = {
  scope: BusinessScope;
  initial: OrderFields;
  digits: ScopeDigits;
  /**
   * Every field read-only and no save: a locked order, or a role without the scope's `_edit`
   * button (the fields stay read-only inputs: focusable, legible and copyable, unlike disabled).
   */
  locked: boolean;
  submitting?: boolean;
  /** The server's refusal of the last save (Chinese, as sent). */
  serverError?: string | null;
  /** The last save met a newer version (409): offer a reload. */
  conflict?: boolean;
  onReload?: () => void;
  onSubmit: (values: OrderFields) => void;
  /** A new AE order with loadingDateType FLIGHTDATE takes its loading time from the flight date. */
  loadingDateType?: LoadingDateType;
  isNew?: boolean;
  /** Stories: every message at once. */
  validateOnMount?: boolean;
};

/** An order of any scope: the scope's sections, the shared schema, figures with the user's digits. */
export function OrderForm(props: OrderFormProps) {
  const t = useT(orderMessages);
  const { scope, digits, locked } = props;
  const mode = SCOPE_MODE[scope];
  const resolver = React.useMemo(() => resolverFor(scope), [scope]);
  const form = useForm<FormValues, unknown, OrderFields>({
    resolver,
    defaultValues: props.initial,
    mode: "onTouched",
  });
  const { register, handleSubmit, formState, trigger, setValue, watch, getFieldState } = form;
  const errors = formState.errors;
  const [submitFailed, setSubmitFailed] = React.useState(false);

  React.useEffect(() => {
    if (props.validateOnMount) void trigger();
  }, [props.validateOnMount, trigger]);

  const values = watch();
  const figures = orderFigures(scope, values as OrderFields);
  const flags = orderFlags(values as OrderFields);
  const anyFlag = flags.pieces || flags.weight || flags.volume;

  // FLIGHTDATE: a new AE order's loading time follows its flight date until typed over.
  const flightDate = values.flightDate;
  React.useEffect(() => {
    if (!props.isNew || scope !== "AE" || props.loadingDateType !== "FLIGHTDATE") return;
    if (getFieldState("loadingDate").isDirty) return;
    const next = defaultLoadingDate("FLIGHTDATE", Date.now(), flightDate);
    if (next) setValue("loadingDate", next);
  }, [flightDate, props.isNew, props.loadingDateType, scope, setValue, getFieldState]);

  const submit = handleSubmit(
    (out) => {
      setSubmitFailed(false);
      props.onSubmit(out);
    },
    () => setSubmitFailed(true),
  );

  const errorCount = countErrors(errors);

  const control = (name: OrderFieldName) => {
    const field = register(name);
    const common = {
      ...field,
      readOnly: locked,
      autoComplete: "off",
    };
    if (name === "containerMethod") {
      return (
        <Controller
          control={form.control}
          name={name}
          render={({ field: f }) => (
            <SelectMenu
              name={f.name}
              disabled={locked}
              options={[
                { value: "", label: t("methodNone") },
                ...CONTAINER_METHODS.filter((m) => m !== "").map((m) => ({
                  value: m,
                  label: t(`method${m}` as OrderKey),
                })),
              ]}
              value={String(f.value ?? "")}
              onValueChange={f.onChange}
              onBlur={f.onBlur}
            />
          )}
        />
      );
    }
    if (name === "remark") return <Textarea {...common} rows={3} />;
    const digitKind = DIGIT_FIELDS[name as keyof typeof DIGIT_FIELDS];
    const input = {
      ...common,
      inputMode: NUMERIC.has(name) ? ("decimal" as const) : undefined,
      placeholder: DATE_FIELDS.has(name)
        ? t("dateHint")
        : name === "loadingDate"
          ? t("loadingDateHint")
          : undefined,
      spellCheck: false,
      className: cn(UPPER.has(name) && "uppercase", NUMERIC.has(name) && "tabular-nums"),
      onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
        const text = event.target.value;
        let next = text;
        if (UPPER.has(name)) next = text.toUpperCase();
        if (digitKind) next = roundInput(text, digits[digitKind]);
        if (next !== text) setValue(name, next, { shouldValidate: true, shouldDirty: true });
        return field.onBlur(event);
      },
    };
    // Stations and an air order's carrier suggest from the reference data (free text still allowed).
    const picker = orderPickerKind(mode, name);
    return picker ? (
      <StationPicker
        {...input}
        kind={picker}
        direction={scopeDirection(scope)}
        onPick={(code) => setValue(name, code, { shouldValidate: true, shouldDirty: true })}
      />
    ) : (
      <Input {...input} />
    );
  };

  const hint = (name: OrderFieldName) =>
    name === "planSizes" || name === "confirmSizes" ? t("sizesHint") : undefined;

  const figure = (label: OrderKey, text: string) => (
    <div className="flex flex-col">
      <dt className="text-xs text-neutral-600">{t(label)}</dt>
      <dd className="text-sm font-medium tabular-nums text-neutral-900">{text}</dd>
    </div>
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t("formLabel")}
      data-slot="order-form"
      className="flex flex-col gap-4"
    >
      <SaveAlert
        conflict={props.conflict ?? false}
        message={props.serverError ? orderIssueText(props.serverError, t) : null}
        {...(props.onReload ? { onReload: props.onReload } : {})}
      />
      {submitFailed && errorCount > 0 ? (
        <p role="alert" className="text-sm text-red-700">
          {t("formInvalid", { count: errorCount })}
        </p>
      ) : null}

      {sectionsFor(scope).map((section) => (
        <section
          key={section.key}
          aria-labelledby={`order-section-${section.key}`}
          className="rounded-md border border-neutral-200 bg-white"
        >
          <h2
            id={`order-section-${section.key}`}
            className="border-b border-neutral-200 px-4 py-2.5 text-sm font-semibold text-neutral-900"
          >
            {t(`section_${section.key}` as OrderKey)}
          </h2>
          <div className="grid grid-cols-1 gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4">
            {section.fields.map((name) => {
              const message = errors[name]?.message;
              return (
                <Field
                  key={name}
                  label={fieldLabel(name, mode, t)}
                  error={message ? orderIssueText(message, t) : undefined}
                  hint={hint(name)}
                  required={REQUIRED.has(name) && !locked}
                  className={cn(WIDE.has(name) && "sm:col-span-2")}
                >
                  {control(name)}
                </Field>
              );
            })}
          </div>
          {section.key === "cargo" ? (
            <div className="flex flex-col gap-3 border-t border-neutral-100 px-4 py-3">
              {anyFlag ? (
                <div
                  role="status"
                  className="rounded border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
                >
                  <p className="font-medium">{t("flagsTitle")}</p>
                  <ul className="mt-1 list-disc pl-5">
                    {flags.pieces ? (
                      <li>
                        {t("flagPieces", {
                          confirm: formatPieces(values.confirmPieces),
                          plan: formatPieces(values.planPieces),
                        })}
                      </li>
                    ) : null}
                    {flags.weight ? (
                      <li>
                        {t("flagWeight", {
                          confirm: formatNumber(values.confirmWeight, digits.weight),
                          plan: formatNumber(values.planWeight, digits.weight),
                        })}
                      </li>
                    ) : null}
                    {flags.volume ? (
                      <li>
                        {t("flagVolume", {
                          confirm: formatNumber(values.confirmVolume, digits.volume),
                          plan: formatNumber(values.planVolume, digits.volume),
                        })}
                      </li>
                    ) : null}
                  </ul>
                </div>
              ) : null}
              <div>
                <h3 className="sr-only">{t("figuresTitle")}</h3>
                <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
                  {figure("figPieces", formatPieces(figures.pieces))}
                  {figure("figGrossWeight", formatNumber(figures.grossWeight, digits.weight))}
                  {figure("figVolume", formatNumber(figures.volume, digits.volume))}
                  {mode === "air"
                    ? figure(
                        "figChargeWeight",
                        formatNumber(figures.chargeWeight, digits.chargeWeight),
                      )
                    : mode === "sea" || mode === "rail"
                      ? figure("figRevenueTons", formatNumber(revenueTons(figures), 3))
                      : figure(
                          "figBillingWeight",
                          formatNumber(figures.billingWeight, digits.chargeWeight),
                        )}
                  {figure(
                    "figDensity",
                    figures.density === null ? "-" : formatNumber(figures.density, digits.weight),
                  )}
                  {mode === "sea" || mode === "rail"
                    ? figure("figTeu", formatNumber(figures.teu, 2))
                    : null}
                </dl>
              </div>
            </div>
          ) : null}
        </section>
      ))}

      {locked ? null : (
        <div className="sticky bottom-0 -mx-1 flex justify-end gap-2 border-t border-neutral-200 bg-neutral-50/95 px-1 py-3">
          <Button type="submit" loading={props.submitting}>
            {props.submitting ? t("saving") : t("save")}
          </Button>
        </div>
      )}
    </form>
  );
}
