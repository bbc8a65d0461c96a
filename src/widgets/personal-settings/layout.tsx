import * as React from "react";
import { type Control, Controller } from "react-hook-form";
import { Segmented } from "../../ui/segmented";
import { SelectMenu, type SelectMenuOption } from "../../ui/select-menu";
import type { FormValues, Name, SettingsFormApi, YesNo } from "./form";

/** The dialog's building blocks: a titled section and the segmented choices of its fields. */

export function Section({
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
export function ChoiceLayout({
  label,
  required = false,
  error,
  children,
}: {
  label: string;
  required?: boolean;
  /** The choice's message after a submit (an unset or unknown stored value), as a Field shows it. */
  error?: string | null | undefined;
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
      {error ? (
        <p data-slot="field-error" role="alert" className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function Choice<N extends "orderAeHawbCopyAwbInfo" | "loadingDateType">({
  control,
  name,
  label,
  required,
  error,
  options,
}: {
  control: Control<FormValues>;
  name: N;
  label: string;
  required?: boolean;
  error?: string | null | undefined;
  options: readonly { value: FormValues[N]; label: string }[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ChoiceLayout label={label} required={required ?? false} error={error}>
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
export function BooleanChoice({
  control,
  name,
  label,
  options,
}: {
  control: Control<FormValues>;
  name: "orderEditNewPage" | "orderSaveClosePage";
  label: string;
  options: YesNo;
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

/** A settings field's SelectMenu, wired to the form (its values are strings; "" is none). */
export function FormSelect({
  control,
  name,
  options,
  placeholder,
  size,
  ...aria
}: {
  control: SettingsFormApi["control"];
  name: Name;
  options: readonly SelectMenuOption[];
  /** A first option with the empty value, e.g. 无. */
  placeholder?: string;
  size?: "sm" | "md";
  "aria-label"?: string;
  "aria-invalid"?: React.AriaAttributes["aria-invalid"];
  "aria-describedby"?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SelectMenu
          {...aria}
          {...(size ? { size } : {})}
          name={field.name}
          options={
            placeholder === undefined ? options : [{ value: "", label: placeholder }, ...options]
          }
          value={field.value == null ? "" : String(field.value)}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
