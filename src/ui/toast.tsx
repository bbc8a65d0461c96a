/**
 * Bottom-right notices. sonner is loaded on the first notice, so pages that never show one
 * (the share page on a phone, the login form) do not pay for it in their first load.
 */
import type { ToastKind, ToastOptions } from "./toast-types";

export type { ToastKind, ToastOptions };

type Runtime = typeof import("./toast-runtime");
let runtime: Promise<Runtime> | undefined;

export function loadToastRuntime(): Promise<Runtime> {
  runtime ??= import("./toast-runtime");
  return runtime;
}

export function notify(kind: ToastKind, message: string, options: ToastOptions = {}): void {
  void loadToastRuntime().then((r) => r.show(kind, message, options));
}
