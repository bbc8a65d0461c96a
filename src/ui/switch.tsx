import type * as React from "react";
import { cn } from "./cn";
import { useFieldControl } from "./field";

export type SwitchProps = Omit<React.ComponentProps<"button">, "onChange" | "value"> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Text beside the track, e.g. 已开启 / 已关闭. */
  stateLabel?: React.ReactNode;
};

/** An on/off switch: a button with role switch, labelled by its Field. */
export function Switch({
  checked,
  onCheckedChange,
  stateLabel,
  className,
  disabled,
  ...props
}: SwitchProps) {
  const wiring = useFieldControl(props);
  return (
    <span className={cn("inline-flex items-center gap-2", className)}>
      <button
        data-slot="switch"
        type="button"
        role="switch"
        aria-checked={checked}
        data-state={checked ? "on" : "off"}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
        className="relative inline-flex h-5 w-9 shrink-0 items-center rounded-full bg-neutral-400 transition-colors disabled:cursor-not-allowed disabled:opacity-50 data-[state=on]:bg-brand"
        {...props}
        {...wiring}
      >
        <span
          aria-hidden="true"
          className={cn(
            "block size-4 rounded-full bg-white shadow transition-transform",
            checked ? "translate-x-[18px]" : "translate-x-0.5",
          )}
        />
      </button>
      {stateLabel ? (
        <span aria-hidden="true" className="text-sm text-neutral-700">
          {stateLabel}
        </span>
      ) : null}
    </span>
  );
}
