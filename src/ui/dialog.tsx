import * as RadixDialog from "@radix-ui/react-dialog";
import { cva, type VariantProps } from "class-variance-authority";
import * as React from "react";
import { CloseIcon } from "./close-icon";
import { cn } from "./cn";
import { DIALOG_FRAME } from "./dialog-frame";
import { OpenedOnceContext, useOpenedOnce } from "./opened-once";
import { useOverflow } from "./use-overflow";

/** Radix's dialog; its content mounts from the first opening on (see opened-once.ts). */
export function Dialog({
  open,
  defaultOpen = false,
  onOpenChange,
  ...props
}: React.ComponentProps<typeof RadixDialog.Root>) {
  const [ownOpen, setOwnOpen] = React.useState(defaultOpen);
  const opened = useOpenedOnce(open ?? ownOpen);
  const change = React.useCallback(
    (next: boolean) => {
      setOwnOpen(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );
  return (
    <OpenedOnceContext.Provider value={opened}>
      <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={change} {...props} />
    </OpenedOnceContext.Provider>
  );
}
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

/** Widths from the spec: 730 (chat), 880, 910 and 1000 px; sm for confirmations. */
export const dialogContentVariants = cva(
  "fixed left-1/2 z-50 flex w-[calc(100vw-1.5rem)] -translate-x-1/2 flex-col rounded-md bg-white shadow-2xl outline-none",
  {
    variants: {
      width: {
        sm: "max-w-[420px]",
        md: "max-w-[560px]",
        chat: "max-w-[730px]",
        lg: "max-w-[880px]",
        xl: "max-w-[910px]",
        "2xl": "max-w-[1000px]",
        /** Phones: the whole screen (the chat panel). */
        phone: "max-w-none w-screen! rounded-none!",
      },
      position: {
        center: "top-1/2 max-h-[calc(100dvh-2rem)] -translate-y-1/2",
        top: "top-[12vh] max-h-[76dvh]",
        sheet: "top-0 h-dvh max-h-dvh",
      },
    },
    defaultVariants: { width: "md", position: "center" },
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

export function DialogContent(props: DialogContentProps) {
  return React.useContext(OpenedOnceContext) ? <OpenDialogContent {...props} /> : null;
}

function OpenDialogContent({
  className,
  width,
  position,
  title,
  description,
  footer,
  hideClose = false,
  closeLabel = "关闭",
  children,
  ...props
}: DialogContentProps) {
  const [bodyRef, bodyScrolls] = useOverflow<HTMLDivElement>("y");
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay
        data-slot="dialog-overlay"
        className={cn("fixed inset-0 z-50", DIALOG_FRAME.overlay)}
      />
      <RadixDialog.Content
        data-slot="dialog-content"
        className={cn(dialogContentVariants({ width, position }), className)}
        // Radix points aria-describedby at its Description; with none, say so instead of leaving a
        // dangling reference (and Radix's console warning).
        {...(description ? {} : { "aria-describedby": undefined })}
        {...props}
      >
        <header className={DIALOG_FRAME.header}>
          <div className="min-w-0 flex-1">
            <RadixDialog.Title className={DIALOG_FRAME.title}>{title}</RadixDialog.Title>
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
              <CloseIcon />
            </RadixDialog.Close>
          )}
        </header>
        {/* A body long enough to scroll becomes a named, focusable region for keyboard users. */}
        <div
          ref={bodyRef}
          data-slot="dialog-body"
          className={DIALOG_FRAME.body}
          {...(bodyScrolls
            ? {
                tabIndex: 0,
                role: "region",
                ...(typeof title === "string" ? { "aria-label": title } : {}),
              }
            : {})}
        >
          {children}
        </div>
        {footer ? <footer className={DIALOG_FRAME.footer}>{footer}</footer> : null}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
