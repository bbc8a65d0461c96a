import * as React from "react";
import { cn } from "./cn";

type FieldContextValue = { id: string; hintId: string; errorId: string; invalid: boolean };
const FieldContext = React.createContext<FieldContextValue | null>(null);

export type FieldProps = {
  label: React.ReactNode;
  /** Shown under the control while there is no error. */
  hint?: React.ReactNode;
  /** The validation message; marks the control aria-invalid. */
  error?: string | null | undefined;
  required?: boolean;
  className?: string;
  /** The control. Its id, aria-describedby and aria-invalid are filled in. */
  children: React.ReactElement<React.InputHTMLAttributes<HTMLElement>>;
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
  const control = React.cloneElement(children, {
    id: children.props.id ?? id,
    "aria-describedby": describedBy,
    "aria-invalid": invalid || undefined,
    "aria-required": required || undefined,
  });
  return (
    <FieldContext.Provider value={{ id, hintId, errorId, invalid }}>
      <div
        data-slot="field"
        className={cn(
          layout === "horizontal"
            ? "grid grid-cols-[7rem_1fr] items-start gap-x-3"
            : "flex flex-col gap-1",
          className,
        )}
      >
        <label
          htmlFor={children.props.id ?? id}
          className={cn(
            "text-sm font-medium text-neutral-700",
            layout === "horizontal" && "pt-2 text-right",
          )}
        >
          {required ? (
            <span className="mr-0.5 text-red-700" aria-hidden="true">
              *
            </span>
          ) : null}
          {label}
        </label>
        <div className="flex min-w-0 flex-col gap-1">
          {control}
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

export function useField(): FieldContextValue | null {
  return React.useContext(FieldContext);
}
