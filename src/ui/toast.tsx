/**
 * Bottom-right notices. sonner is loaded on the first notice, so pages that never show one
 * (the share page on a phone, the login form) do not pay for it in their first load.
 */
import { lazyModule } from "./lazy";
import type { ToastKind, ToastOptions } from "./toast-types";

export type { ToastKind, ToastOptions };

const runtime = lazyModule(() => import("./toast-runtime"));

export function loadToastRuntime(): Promise<typeof import("./toast-runtime")> {
  return runtime.load();
}

export function notify(kind: ToastKind, message: string, options: ToastOptions = {}): void {
  void loadToastRuntime().then((r) => r.show(kind, message, options));
}
