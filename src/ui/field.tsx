import * as React from "react";
import { cn } from "./cn";

type FieldContextValue = {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
};
const FieldContext = React.createContext<FieldContextValue | null>(null);

export type FieldProps = {
  label: React.ReactNode;
  /** Shown under the control while there is no error. */
  hint?: React.ReactNode;
  /** The validation message; marks the control aria-invalid. */
  error?: string | null | undefined;
  required?: boolean;
  className?: string;
  /** The control; an Input (or anything using useFieldControl) inside picks up the wiring. */
  children: React.ReactNode;
  layout?: "vertical" | "horizontal";
};

/** Label, control, hint and error text wired together for screen readers. */
export function Field({
  label,
  hint,
  error,
  required = false,
  className,
  children,
  layout = "vertical",
}: FieldProps) {
  const id = React.useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = Boolean(error);
  const describedBy = invalid ? errorId : hint ? hintId : undefined;
  const value = React.useMemo(
    () => ({ id, describedBy, invalid, required }),
    [id, describedBy, invalid, required],
  );
  return (
    <FieldContext.Provider value={value}>
      <div
        data-slot="field"
        className={cn(
          layout === "horizontal"
            ? "grid grid-cols-[7rem_1fr] items-start gap-x-3"
            : "flex flex-col gap-1",
          className,
        )}
      >
        <div className={cn("flex gap-0.5", layout === "horizontal" && "justify-end pt-2")}>
          {required ? (
            <span className="text-sm text-red-700" aria-hidden="true">
              *
            </span>
          ) : null}
          <label htmlFor={id} className="text-sm font-medium text-neutral-700">
            {label}
          </label>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          {children}
          {invalid ? (
            <p id={errorId} data-slot="field-error" role="alert" className="text-xs text-red-700">
              {error}
            </p>
          ) : hint ? (
            <p id={hintId} data-slot="field-hint" className="text-xs text-neutral-600">
              {hint}
            </p>
          ) : null}
        </div>
      </div>
    </FieldContext.Provider>
  );
}

/** The id and ARIA wiring for the control inside a Field; explicit props win. */
export function useFieldControl(props: {
  id?: string | undefined;
  "aria-describedby"?: string | undefined;
  "aria-invalid"?: React.AriaAttributes["aria-invalid"];
  "aria-required"?: React.AriaAttributes["aria-required"];
}) {
  const field = React.useContext(FieldContext);
  return {
    id: props.id ?? field?.id,
    "aria-describedby": props["aria-describedby"] ?? field?.describedBy,
    "aria-invalid": props["aria-invalid"] ?? (field?.invalid || undefined),
    "aria-required": props["aria-required"] ?? (field?.required || undefined),
  };
}
