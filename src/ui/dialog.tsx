import * as RadixDialog from "@radix-ui/react-dialog";
import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "./cn";

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

/** Widths from the spec: 730 (chat), 880, 910 and 1000 px; sm for confirmations. */
export const dialogContentVariants = cva(
  "fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-md bg-white shadow-2xl outline-none",
  {
    variants: {
      width: {
        sm: "max-w-[420px]",
        md: "max-w-[560px]",
        chat: "max-w-[730px]",
        lg: "max-w-[880px]",
        xl: "max-w-[910px]",
        "2xl": "max-w-[1000px]",
      },
    },
    defaultVariants: { width: "md" },
  },
);

export type DialogContentProps = React.ComponentProps<typeof RadixDialog.Content> &
  VariantProps<typeof dialogContentVariants> & {
    title: React.ReactNode;
    description?: React.ReactNode;
    footer?: React.ReactNode;
    /** Hide the corner close button (for dialogs that must be acknowledged). */
    hideClose?: boolean;
    closeLabel?: string;
  };

export function DialogContent({
  className,
  width,
  title,
  description,
  footer,
  hideClose = false,
  closeLabel = "关闭",
  children,
  ...props
}: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay
        data-slot="dialog-overlay"
        className="fixed inset-0 z-50 bg-neutral-950/45"
      />
      <RadixDialog.Content
        data-slot="dialog-content"
        className={cn(dialogContentVariants({ width }), className)}
        aria-describedby={description ? undefined : undefined}
        {...props}
      >
        <header className="flex items-start gap-3 border-b border-neutral-200 px-5 py-3.5">
          <div className="min-w-0 flex-1">
            <RadixDialog.Title className="text-lg font-semibold text-neutral-900">
              {title}
            </RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="mt-0.5 text-sm text-neutral-600">
                {description}
              </RadixDialog.Description>
            ) : null}
          </div>
          {hideClose ? null : (
            <RadixDialog.Close
              className="-mr-1.5 grid size-8 place-items-center rounded text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900"
              aria-label={closeLabel}
            >
              <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true">
                <path
                  d="M4 4l8 8M12 4l-8 8"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  strokeLinecap="round"
                />
              </svg>
            </RadixDialog.Close>
          )}
        </header>
        <div className="min-h-0 flex-1 overflow-auto px-5 py-4">{children}</div>
        {footer ? (
          <footer className="flex justify-end gap-2 border-t border-neutral-200 px-5 py-3">
            {footer}
          </footer>
        ) : null}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
