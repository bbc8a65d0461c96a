import * as React from "react";
import { useT } from "../i18n";
import { controlMessages } from "../i18n/messages/controls";
import { cn } from "./cn";
import { useFieldControl } from "./field";
import { CONTROL_FRAME, CONTROL_HEIGHT } from "./input";
import { CHEVRON_PATH, POPUP_PANEL, usePopup } from "./popup";

export type SelectMenuOption = {
  value: string;
  label: string;
  /** A second line, e.g. a user's mail address. */
  detail?: string;
  disabled?: boolean;
};

export type SelectMenuProps = {
  options: readonly SelectMenuOption[];
  value: string;
  onValueChange: (value: string) => void;
  /** Shown while the value is none of the options (e.g. ""). */
  placeholder?: string;
  size?: "sm" | "md";
  disabled?: boolean;
  /** Posted with a form, and the name tests find the field by. */
  name?: string;
  onBlur?: () => void;
  /** Stories: the list open at first. */
  defaultOpen?: boolean;
  id?: string;
  className?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: React.AriaAttributes["aria-invalid"];
  "aria-required"?: React.AriaAttributes["aria-required"];
};

/**
 * The design system's select: one choice from a short list, drawn by us (not the browser's, so
 * it reads in the UI language and looks the same everywhere). The ARIA 1.2 select-only combobox:
 * focus stays on the trigger; ↓/↑/Enter/Space open, arrows, Home/End and typed letters move,
 * Enter/Space/Tab choose, Escape closes without a change.
 */
export function SelectMenu({
  options,
  value,
  onValueChange,
  placeholder,
  size = "md",
  disabled,
  name,
  onBlur,
  defaultOpen = false,
  className,
  ...aria
}: SelectMenuProps) {
  const t = useT(controlMessages);
  const wiring = useFieldControl(aria);
  const ownId = React.useId();
  const triggerId = wiring.id ?? ownId;
  const listId = `${ownId}-list`;
  const { open, setOpen, rootRef } = usePopup(defaultOpen && !disabled);
  const selectedIndex = options.findIndex((o) => o.value === value);
  const [active, setActive] = React.useState(Math.max(selectedIndex, 0));
  const typed = React.useRef({ text: "", at: 0 });
  const listRef = React.useRef<HTMLDivElement>(null);
  const selected = options[selectedIndex];

  React.useEffect(() => {
    if (!open) return;
    listRef.current
      ?.querySelector(`[data-index="${active}"]`)
      ?.scrollIntoView?.({ block: "nearest" });
  }, [open, active]);

  const enabled = (i: number) => options[i] !== undefined && !options[i]?.disabled;
  const step = (from: number, by: 1 | -1) => {
    for (let i = from + by; i >= 0 && i < options.length; i += by) if (enabled(i)) return i;
    return from;
  };
  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const choose = (index: number) => {
    const option = options[index];
    if (option && !option.disabled && option.value !== value) onValueChange(option.value);
    setOpen(false);
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    const current = Math.max(selectedIndex, 0);
    if (e.key.length === 1 && e.key !== " " && !e.ctrlKey && !e.metaKey && !e.altKey) {
      // Type-ahead: letters typed within a moment of each other build one prefix.
      const fresh = e.timeStamp - typed.current.at > 700;
      typed.current = {
        text: (fresh ? "" : typed.current.text) + e.key.toLowerCase(),
        at: e.timeStamp,
      };
      const from = open ? active : current;
      const order = [...options.keys()].map((k) => (k + from + (fresh ? 1 : 0)) % options.length);
      const hit = order.find(
        (i) => enabled(i) && options[i]?.label.toLowerCase().startsWith(typed.current.text),
      );
      if (hit !== undefined) {
        if (open) setActive(hit);
        else choose(hit);
      }
      return;
    }
    if (!open) {
      if (["ArrowDown", "ArrowUp", "Enter", " "].includes(e.key)) {
        e.preventDefault();
        openAt(current);
      }
      return;
    }
    const keys: Record<string, () => void> = {
      ArrowDown: () => setActive((i) => step(i, 1)),
      ArrowUp: () => setActive((i) => step(i, -1)),
      Home: () => setActive(step(-1, 1)),
      End: () => setActive(step(options.length, -1)),
      Enter: () => choose(active),
      " ": () => choose(active),
      Escape: () => setOpen(false),
    };
    if (e.key === "Tab") choose(active);
    const action = keys[e.key];
    if (action) {
      e.preventDefault();
      action();
    }
  };

  return (
    <div ref={rootRef} data-slot="select-menu" className={cn("relative w-full min-w-0", className)}>
      <button
        type="button"
        role="combobox"
        id={triggerId}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open && enabled(active) ? `${listId}-${active}` : undefined}
        aria-label={aria["aria-label"]}
        aria-labelledby={aria["aria-labelledby"]}
        aria-describedby={wiring["aria-describedby"]}
        aria-invalid={wiring["aria-invalid"]}
        aria-required={wiring["aria-required"]}
        disabled={disabled}
        onClick={() => (open ? setOpen(false) : openAt(Math.max(selectedIndex, 0)))}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          onBlur?.();
        }}
        className={cn(
          CONTROL_FRAME,
          size === "sm" ? "h-7 pl-2 text-xs" : `${CONTROL_HEIGHT} pl-3 text-sm`,
          "flex w-full min-w-0 items-center gap-2 pr-2 text-left",
        )}
      >
        <span className={cn("min-w-0 flex-1 truncate", !selected && "text-neutral-500")}>
          {selected?.label ?? placeholder ?? t("selectPlaceholder")}
        </span>
        <svg viewBox="0 0 16 16" className="size-4 shrink-0 text-neutral-600" aria-hidden="true">
          <path
            d={CHEVRON_PATH}
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
          />
        </svg>
      </button>
      {name ? <input type="hidden" name={name} value={value} /> : null}
      {open ? (
        <div
          ref={listRef}
          id={listId}
          role="listbox"
          aria-labelledby={aria["aria-labelledby"] ?? triggerId}
          className={cn(POPUP_PANEL, "inset-x-0 max-h-72 min-w-full overflow-y-auto py-1")}
        >
          {options.map((o, i) => (
            <div
              key={o.value}
              id={`${listId}-${i}`}
              data-index={i}
              role="option"
              tabIndex={-1}
              aria-selected={o.value === value}
              aria-disabled={o.disabled || undefined}
              className={cn(
                "relative flex min-h-8 cursor-default flex-col justify-center py-1 pr-3 pl-8",
                o.disabled
                  ? "text-neutral-400"
                  : i === active
                    ? "bg-brand-50 text-brand-800"
                    : "text-neutral-800",
              )}
              onMouseEnter={() => !o.disabled && setActive(i)}
              // Chooses before the trigger's blur closes the list; the focus stays there.
              onMouseDown={(e) => {
                e.preventDefault();
                if (!o.disabled) choose(i);
              }}
            >
              {o.value === value ? (
                <svg
                  viewBox="0 0 16 16"
                  className="absolute left-2.5 size-3.5 text-brand"
                  aria-hidden="true"
                >
                  <path
                    d="M3.5 8.5l3 3 6-7"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              ) : null}
              <span className="truncate">{o.label}</span>
              {o.detail ? (
                <span className="truncate text-xs text-neutral-600">{o.detail}</span>
              ) : null}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
