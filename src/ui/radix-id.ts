import * as React from "react";

/**
 * `@radix-ui/react-id` for React 18 and later; vite.config.ts points the package here.
 *
 * The package's hook is a polyfill for React < 18. It keeps React's id in state and, in a layout
 * effect, sets that state again. Any setState during a commit is a synchronous update, so the
 * first commit of every tab set and of every dialog (open or closed) rendered the tree once more
 * in the same task. Before that render, React also ran every pending effect of the page. The
 * home page's first paint then carried all of its effects in one long task. React 19 always has
 * `useId`, so the ids stay the same (`radix-` and React's id) and the extra render goes.
 */
export function useId(deterministicId?: string): string {
  const id = React.useId();
  return deterministicId || `radix-${id}`;
}
