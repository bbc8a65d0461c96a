import { valibotResolver } from "@hookform/resolvers/valibot";
import * as React from "react";
import { Controller, type FieldErrors, type Path, useForm } from "react-hook-form";
import type { AddressRecognition } from "../../domain/address-recognition";
import { formatMawb } from "../../domain/mawb";
import { BUSINESS_SCOPES } from "../../domain/scope";
import { WAYBILL_FIELD_RULES, type WaybillFieldName } from "../../domain/waybill-fields";
import {
  EMPTY_PARTY,
  type HawbFormInput,
  type HawbFormValues,
  hawbFormSchema,
  type PartyRole,
  WAYBILL_PARTY_FIELDS,
  type WaybillPartyErrors,
} from "../../domain/waybill-record";
import { translateSource, useT } from "../../i18n";
import { serverErrorMessages } from "../../i18n/messages/server-errors";
import { waybillMessages } from "../../i18n/messages/waybill";
import { Button } from "../../ui/button";
import { cn } from "../../ui/cn";
import { Dialog, DialogContent } from "../../ui/dialog";
import { Field } from "../../ui/field";
import { Input } from "../../ui/input";
import { SelectMenu } from "../../ui/select-menu";
import {
  AddressRecognitionDialog,
  type RecognitionInput,
  type RecognitionState,
} from "./AddressRecognitionDialog";
import { AwbPreview } from "./AwbPreview";
import { PartyEditor } from "./PartyEditor";

type Section = {
  title: "sectionRouting" | "sectionCargo" | "sectionValues" | "sectionAgent";
  fields: readonly { name: WaybillFieldName; wide?: boolean }[];
};

const SECTIONS: readonly Section[] = [
  {
    title: "sectionRouting",
    fields: [
      { name: "departure" },
      { name: "destination" },
      { name: "carrier" },
      { name: "flightNumber" },
      { name: "currency" },
    ],
  },
  {
    title: "sectionCargo",
    fields: [
      { name: "pieces" },
      { name: "linePieces" },
      { name: "grossWeight" },
      { name: "chargeableWeight" },
      { name: "volume" },
      { name: "rateCharge" },
      { name: "total" },
      { name: "hsCode" },
      { name: "goodsNameEn", wide: true },
    ],
  },
  {
    title: "sectionValues",
    fields: [
      { name: "declaredValueCarriage" },
      { name: "declaredValueCustoms" },
      { name: "insuranceValue" },
      { name: "insuranceAmount" },
    ],
  },
  {
    title: "sectionAgent",
    fields: [
      { name: "agentName", wide: true },
      { name: "iataAgentCode" },
      { name: "accountNumber" },
      { name: "executedAt" },
      { name: "shipperSignature" },
      { name: "carrierSignature" },
      { name: "otherServiceInfo", wide: true },
    ],
  },
];

/** How many messages an error tree holds. */
function countErrors(errors: FieldErrors): number {
  let count = 0;
  for (const value of Object.values(errors)) {
    if (!value || typeof value !== "object") continue;
    if ("message" in value && typeof value.message === "string") count++;
    else count += countErrors(value as FieldErrors);
  }
  return count;
}

function partyErrors(errors: FieldErrors<HawbFormInput>, role: PartyRole): WaybillPartyErrors {
  const tree = errors[role];
  const out: WaybillPartyErrors = {};
  if (!tree) return out;
  for (const [field, value] of Object.entries(tree)) {
    const message = (value as { message?: unknown } | undefined)?.message;
    if (typeof message === "string") out[field as keyof WaybillPartyErrors] = message;
  }
  return out;
}

/**
 * A party's fields by leaf path. Validating the object path ("consignee") does not put the
 * nested messages into formState, so party edits validate their leaves.
 */
function partyPaths(role: PartyRole) {
  return WAYBILL_PARTY_FIELDS.map((field) => `${role}.${field}` as const);
}

export type HawbFormProps = {
  initial: HawbFormValues;
  onSubmit: (values: HawbFormValues) => void;
  recognize: (role: PartyRole, input: RecognitionInput) => Promise<AddressRecognition>;
  submitting?: boolean;
  /** The server's refusal of the last save. */
  serverError?: string | null;
  /** Show every rule's message at once (stories, reopened invalid drafts). */
  validateOnMount?: boolean;
  /** "Executed on" of the print preview, e.g. 22NOV26. */
  executedOn: string;
  /** False for a role without af_order_edit: preview and print only, no save (decision 0054). */
  canSave?: boolean;
  /** Open a dialog at once (stories). */
  initialDialog?:
    | { kind: "preview" }
    | { kind: "recognize"; role: PartyRole; state?: RecognitionState; text?: string };
};

/** The house waybill print form: every field checked by the shared schema as the user types. */
export function HawbForm({
  initial,
  onSubmit,
  recognize,
  submitting = false,
  serverError,
  validateOnMount = false,
  executedOn,
  initialDialog,
  canSave = true,
}: HawbFormProps) {
  const t = useT(waybillMessages);
  const tServer = useT(serverErrorMessages);
  const [submitFailed, setSubmitFailed] = React.useState(false);
  const [previewOpen, setPreviewOpen] = React.useState(initialDialog?.kind === "preview");
  const [recognizing, setRecognizing] = React.useState<PartyRole | null>(
    initialDialog?.kind === "recognize" ? initialDialog.role : null,
  );
  const form = useForm<HawbFormInput, unknown, HawbFormValues>({
    resolver: valibotResolver(hawbFormSchema),
    defaultValues: initial,
    mode: "onChange",
  });
  const { register, control, handleSubmit, formState, trigger, setValue, getValues } = form;
  const errors = formState.errors;
  const errorCount = countErrors(errors);

  React.useEffect(() => {
    if (validateOnMount) void trigger();
  }, [validateOnMount, trigger]);

  // Print fields go onto waybill stock in capitals.
  const upper = (name: Path<HawbFormInput>) => {
    const field = register(name);
    return {
      ...field,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        const caret = event.target.selectionStart;
        event.target.value = event.target.value.toUpperCase();
        if (caret !== null) event.target.setSelectionRange(caret, caret);
        return field.onChange(event);
      },
    };
  };

  const submit = handleSubmit(
    (values) => {
      setSubmitFailed(false);
      onSubmit(values);
    },
    () => setSubmitFailed(true),
  );

  const mawb = register("mawbNumber");

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t("title")}
      data-slot="hawb-form"
      className="flex flex-col gap-4"
    >
      <div className="flex flex-wrap items-center justify-end gap-2">
        {submitFailed && errorCount > 0 ? (
          <p role="alert" className="mr-auto text-sm text-red-700">
            {t("formInvalid", { count: errorCount })}
          </p>
        ) : null}
        {serverError ? (
          <p role="alert" className="mr-auto text-sm text-red-700">
            {translateSource(serverErrorMessages, tServer, serverError)}
          </p>
        ) : null}
        <Button variant="outline" onClick={() => setPreviewOpen(true)}>
          {t("preview")}
        </Button>
        {canSave ? (
          <Button type="submit" loading={submitting}>
            {submitting ? t("saving") : t("save")}
          </Button>
        ) : null}
      </div>

      <section className="rounded-md border border-neutral-200 bg-white">
        <h3 className="border-b border-neutral-200 px-4 py-2.5 text-sm font-semibold text-neutral-900">
          {t("sectionMaster")}
        </h3>
        <div className="grid grid-cols-1 gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4">
          <Field
            label={t("mawbNumber")}
            hint={t("mawbHint")}
            error={errors.mawbNumber?.message}
            required
          >
            <Input
              {...mawb}
              inputMode="numeric"
              autoComplete="off"
              onBlur={(event) => {
                // Eleven bare digits get their hyphen.
                const formatted = formatMawb(event.target.value);
                if (formatted !== event.target.value) {
                  setValue("mawbNumber", formatted, { shouldValidate: true });
                }
                return mawb.onBlur(event);
              }}
            />
          </Field>
          <Field label={t("f_hawbNumber")} error={errors.print?.hawbNumber?.message}>
            <Input {...upper("print.hawbNumber")} autoComplete="off" />
          </Field>
          <Field
            label={t("internalNumber")}
            hint={t("internalHint")}
            error={errors.internalNumber?.message}
          >
            <Input {...register("internalNumber")} autoComplete="off" />
          </Field>
          <Field label={t("businessScope")} error={errors.businessScope?.message}>
            <Controller
              control={control}
              name="businessScope"
              render={({ field }) => (
                <SelectMenu
                  name={field.name}
                  options={BUSINESS_SCOPES.map((scope) => ({ value: scope, label: scope }))}
                  value={String(field.value ?? "")}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          </Field>
        </div>
      </section>

      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        {(["shipper", "consignee"] as const).map((role) => (
          <Controller
            key={role}
            control={control}
            name={role}
            render={({ field }) => (
              <PartyEditor
                role={role}
                value={{ ...EMPTY_PARTY, ...field.value }}
                errors={partyErrors(errors, role)}
                onChange={(next) => {
                  field.onChange(next);
                  void trigger(partyPaths(role));
                }}
                onBlur={field.onBlur}
                onRecognize={() => setRecognizing(role)}
              />
            )}
          />
        ))}
      </div>

      {SECTIONS.map((section) => (
        <section key={section.title} className="rounded-md border border-neutral-200 bg-white">
          <h3 className="border-b border-neutral-200 px-4 py-2.5 text-sm font-semibold text-neutral-900">
            {t(section.title)}
          </h3>
          <div className="grid grid-cols-1 gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4">
            {section.fields.map(({ name, wide }) => (
              <Field
                key={name}
                label={t(`f_${name}`)}
                error={errors.print?.[name]?.message}
                required={WAYBILL_FIELD_RULES[name].required ?? false}
                className={cn(wide && "sm:col-span-2")}
              >
                <Input {...upper(`print.${name}`)} autoComplete="off" spellCheck={false} />
              </Field>
            ))}
          </div>
        </section>
      ))}

      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={() => setPreviewOpen(true)}>
          {t("preview")}
        </Button>
        {canSave ? (
          <Button type="submit" loading={submitting}>
            {submitting ? t("saving") : t("save")}
          </Button>
        ) : null}
      </div>

      <Dialog open={previewOpen} onOpenChange={setPreviewOpen}>
        <DialogContent
          width="2xl"
          title={t("previewTitle")}
          description={t("previewHint")}
          closeLabel={t("close")}
          footer={
            <>
              <Button variant="outline" onClick={() => setPreviewOpen(false)}>
                {t("close")}
              </Button>
              <Button onClick={() => window.print()}>{t("print")}</Button>
            </>
          }
        >
          {previewOpen ? (
            <AwbPreview values={getValues() as HawbFormValues} executedOn={executedOn} />
          ) : null}
        </DialogContent>
      </Dialog>

      {recognizing ? (
        <AddressRecognitionDialog
          open
          role={recognizing}
          recognize={(input) => recognize(recognizing, input)}
          onAccept={(party) => {
            setValue(recognizing, party, { shouldDirty: true });
            // Validate the accepted party at once so its flagged fields show.
            void trigger(partyPaths(recognizing));
          }}
          onOpenChange={(open) => (open ? undefined : setRecognizing(null))}
          {...(initialDialog?.kind === "recognize" && initialDialog.role === recognizing
            ? {
                ...(initialDialog.state ? { initialState: initialDialog.state } : {}),
                ...(initialDialog.text ? { initialText: initialDialog.text } : {}),
              }
            : {})}
        />
      ) : null}
    </form>
  );
}
