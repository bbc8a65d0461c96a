/**
 * The parts of a dialog's frame, shared by the Radix dialogs (./dialog.tsx) and the advisories,
 * which are native <dialog> elements so that they can show before any dialog library loads.
 */
export const DIALOG_FRAME = {
  overlay: "bg-neutral-950/45",
  header: "flex items-start gap-3 border-b border-neutral-200 px-5 py-3.5",
  title: "text-lg font-semibold text-neutral-900",
  body: "min-h-0 flex-1 overflow-auto px-5 py-4 focus-visible:outline-offset-[-2px]",
  footer: "flex justify-end gap-2 border-t border-neutral-200 px-5 py-3",
} as const;
