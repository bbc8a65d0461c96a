import * as React from "react";

/**
 * True from the first time `open` is true on, for mounting a Radix popup's content only once it
 * has been opened (decisions §24).
 *
 * A closed Radix dialog or menu still mounts its content's presence machine. That machine sets
 * state in a layout effect of its first commit. A state change during a commit is a synchronous
 * update, so React renders the tree once more in the same task, and first runs every pending
 * effect of the page. On the home page, one closed dialog turned its first paint's commit into
 * one long task.
 *
 * Once opened, the content stays mounted, so closing still animates and focus returns as before.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = React.useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** Whether the popup around has ever been open; true outside one (its content always mounts). */
export const OpenedOnceContext = React.createContext(true);
