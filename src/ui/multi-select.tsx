import * as Radix from "@radix-ui/react-dropdown-menu";
import * as React from "react";
import { CloseIcon } from "./close-icon";
import { cn } from "./cn";
import { useFieldControl } from "./field";

export type MultiSelectOption = { value: number; label: string; detail?: string };

export type MultiSelectProps = {
  options: readonly MultiSelectOption[];
  value: readonly number[];
  onValueChange: (value: number[]) => void;
  /** The trigger's text, e.g. 选择抄送人. */
  chooseLabel: string;
  /** Shown when nothing is chosen. */
  emptyLabel: string;
  /** The remove button's name for one chosen option, e.g. (name) => `移除 ${name}`. */
  removeLabel: (label: string) => string;
  id?: string;
  className?: string;
  onBlur?: () => void;
};

/**
 * Several choices from a list: chosen ones as removable chips, the list in a menu of checkbox
 * items that stays open while picking. Non-modal, like the other menus (see dropdown-menu.tsx).
 */
export function MultiSelect({
  options,
  value,
  onValueChange,
  chooseLabel,
  emptyLabel,
  removeLabel,
  className,
  onBlur,
  ...props
}: MultiSelectProps) {
  const wiring = useFieldControl(props);
  const chosen = React.useMemo(() => new Set(value), [value]);
  const byValue = React.useMemo(() => new Map(options.map((o) => [o.value, o])), [options]);
  const toggle = (id: number, on: boolean) =>
    onValueChange(on ? [...value.filter((v) => v !== id), id] : value.filter((v) => v !== id));

  return (
    <div
      data-slot="multi-select"
      aria-invalid={wiring["aria-invalid"]}
      className={cn(
        "flex min-h-9 w-full min-w-0 flex-wrap items-center gap-1 rounded border border-neutral-300 bg-white p-1 aria-invalid:border-red-600",
        className,
      )}
    >
      {value.length === 0 ? (
        <span className="px-2 text-sm text-neutral-500">{emptyLabel}</span>
      ) : (
        value.map((id) => {
          const option = byValue.get(id);
          const label = option?.label ?? `#${id}`;
          return (
            <span
              key={id}
              data-slot="multi-select-chip"
              title={option?.detail}
              className="inline-flex h-7 max-w-full items-center gap-1 rounded-sm bg-brand-50 pr-0.5 pl-2 text-xs text-brand-800"
            >
              <span className="truncate">{label}</span>
              <button
                type="button"
                aria-label={removeLabel(label)}
                onClick={() => toggle(id, false)}
                className="grid size-6 place-items-center rounded-sm text-brand-700 hover:bg-brand-100"
              >
                <CloseIcon size="size-3" strokeWidth={1.8} />
              </button>
            </span>
          );
        })
      )}
      <Radix.Root modal={false}>
        <Radix.Trigger
          type="button"
          onBlur={onBlur}
          className="ml-auto inline-flex h-7 items-center gap-1 rounded-sm px-2 text-xs font-medium text-brand hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand"
          id={wiring.id}
          aria-describedby={wiring["aria-describedby"]}
        >
          {chooseLabel}
          <svg viewBox="0 0 16 16" className="size-3.5" aria-hidden="true">
            <path
              d="M4 6l4 4 4-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinecap="round"
            />
          </svg>
        </Radix.Trigger>
        <Radix.Portal>
          <Radix.Content
            align="end"
            sideOffset={6}
            collisionPadding={8}
            className="z-50 max-h-72 min-w-64 overflow-auto rounded-md border border-neutral-200 bg-white p-1 text-sm text-neutral-800 shadow-lg"
          >
            {options.map((o) => (
              <Radix.CheckboxItem
                key={o.value}
                checked={chosen.has(o.value)}
                onCheckedChange={(on) => toggle(o.value, on === true)}
                // Keep the menu open for the next pick.
                onSelect={(e) => e.preventDefault()}
                className="group relative flex min-h-9 cursor-default items-center gap-2 rounded py-1 pr-2.5 pl-8 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800"
              >
                <span className="absolute left-2.5 grid size-4 place-items-center rounded-sm border border-neutral-400 bg-white group-data-[state=checked]:border-brand group-data-[state=checked]:bg-brand">
                  <Radix.ItemIndicator>
                    <svg viewBox="0 0 16 16" className="size-3.5 text-white" aria-hidden="true">
                      <path
                        d="M3.5 8.5l3 3 6-7"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                        strokeLinecap="round"
                      />
                    </svg>
                  </Radix.ItemIndicator>
                </span>
                <span className="min-w-0">
                  <span className="block truncate">{o.label}</span>
                  {o.detail ? (
                    <span className="block truncate text-xs text-neutral-600">{o.detail}</span>
                  ) : null}
                </span>
              </Radix.CheckboxItem>
            ))}
          </Radix.Content>
        </Radix.Portal>
      </Radix.Root>
    </div>
  );
}
