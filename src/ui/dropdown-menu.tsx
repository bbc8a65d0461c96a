import * as Radix from "@radix-ui/react-dropdown-menu";
import * as React from "react";
import { cn } from "./cn";
import { OpenedOnceContext, useOpenedOnce } from "./opened-once";

/**
 * Non-modal: a modal menu hides the rest of the page with aria-hidden while it stays focusable,
 * which screen readers (and axe) rightly flag. Focus still returns to the trigger on close.
 *
 * Opening is a transition: the press paints at once (the trigger turns to its open state in the
 * same frame) and React builds the menu in slices after it, so a slow phone never holds the
 * pointer for a whole menu render. Closing stays immediate.
 */
export function DropdownMenu({
  modal = false,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  ...props
}: React.ComponentProps<typeof Radix.Root>) {
  const [openState, setOpenState] = React.useState(defaultOpen);
  const open = openProp ?? openState;
  const change = React.useCallback(
    (next: boolean) => {
      const apply = () => {
        setOpenState(next);
        onOpenChange?.(next);
      };
      if (next) React.startTransition(apply);
      else apply();
    },
    [onOpenChange],
  );
  // The menu's content mounts from its first opening on (see opened-once.ts).
  const opened = useOpenedOnce(open);
  return (
    <OpenedOnceContext.Provider value={opened}>
      <Radix.Root modal={modal} open={open} onOpenChange={change} {...props} />
    </OpenedOnceContext.Provider>
  );
}
export const DropdownMenuTrigger = Radix.Trigger;
export const DropdownMenuGroup = Radix.Group;
export const DropdownMenuRadioGroup = Radix.RadioGroup;

export function DropdownMenuContent(props: React.ComponentProps<typeof Radix.Content>) {
  return React.useContext(OpenedOnceContext) ? <OpenMenuContent {...props} /> : null;
}

function OpenMenuContent({
  className,
  sideOffset = 6,
  align = "end",
  ...props
}: React.ComponentProps<typeof Radix.Content>) {
  return (
    <Radix.Portal>
      <Radix.Content
        data-slot="dropdown-menu"
        sideOffset={sideOffset}
        align={align}
        className={cn(
          "z-50 min-w-44 overflow-hidden rounded-md border border-neutral-200 bg-white p-1 text-sm text-neutral-800 shadow-lg",
          className,
        )}
        {...props}
      />
    </Radix.Portal>
  );
}

const itemClass =
  "relative flex h-9 cursor-default items-center gap-2 rounded px-2.5 outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800";

export function DropdownMenuItem({ className, ...props }: React.ComponentProps<typeof Radix.Item>) {
  return (
    <Radix.Item data-slot="dropdown-menu-item" className={cn(itemClass, className)} {...props} />
  );
}

export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: React.ComponentProps<typeof Radix.RadioItem>) {
  return (
    <Radix.RadioItem
      data-slot="dropdown-menu-radio"
      className={cn(itemClass, "pl-8", className)}
      {...props}
    >
      <span className="absolute left-2.5 grid size-4 place-items-center">
        <Radix.ItemIndicator>
          <svg viewBox="0 0 16 16" className="size-4 text-brand" aria-hidden="true">
            <path
              d="M3.5 8.5l3 3 6-7"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
          </svg>
        </Radix.ItemIndicator>
      </span>
      {children}
    </Radix.RadioItem>
  );
}

export function DropdownMenuLabel({
  className,
  ...props
}: React.ComponentProps<typeof Radix.Label>) {
  return (
    <Radix.Label
      className={cn("px-2.5 py-1.5 text-xs font-medium text-neutral-600", className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator(props: React.ComponentProps<typeof Radix.Separator>) {
  return <Radix.Separator className="-mx-1 my-1 h-px bg-neutral-200" {...props} />;
}
