import type * as React from "react";
import { Controller } from "react-hook-form";
import { SelectMenu, type SelectMenuOption } from "../../ui/select-menu";
import type { Name, SettingsFormApi } from "./form";

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
