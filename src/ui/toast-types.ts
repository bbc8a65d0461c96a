/** What a notice is: its kind and options (apart, so the runtime need not import toast.tsx). */
export type ToastKind = "success" | "error" | "warning" | "info";
export type ToastOptions = {
  /** Milliseconds; the spec's notices last 3 to 5 s. */
  duration?: number;
  /** A notice with the same id replaces the one on screen instead of stacking. */
  id?: string;
};
