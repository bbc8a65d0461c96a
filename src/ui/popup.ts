import * as React from "react";

/**
 * The small popup the form controls share (date picker, select, combobox): open state, and a
 * close when the pointer goes down outside the control's own box. No portal: the popup sits
 * under its control in the page flow's stacking (z-40), so no focus has to travel.
 */
export function usePopup(initialOpen: boolean) {
  const [open, setOpen] = React.useState(initialOpen);
  const rootRef = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onDown);
    return () => document.removeEventListener("pointerdown", onDown);
  }, [open]);
  return { open, setOpen, rootRef };
}

export const POPUP_PANEL =
  "absolute top-full z-40 mt-1 rounded-md border border-neutral-200 bg-white text-sm text-neutral-800 shadow-lg";

/** The down chevron of selects and comboboxes. */
export const CHEVRON_PATH = "M4 6l4 4 4-4";
