import type * as React from "react";
import { createRoot } from "react-dom/client";
import { Toaster, toast } from "sonner";
import type { ToastKind, ToastOptions } from "./toast";

let mounted = false;

/**
 * sonner's own rich colours miss WCAG AA for 14 px text (success 4.25:1, error 4.34:1, warning
 * under 3:1), so the notices take the badge tones instead: the same tint, border and dark text.
 */
const noticeColours = {
  "--success-bg": "var(--color-green-50)",
  "--success-border": "var(--color-green-200)",
  "--success-text": "var(--color-green-800)",
  "--info-bg": "var(--color-brand-50)",
  "--info-border": "var(--color-brand-200)",
  "--info-text": "var(--color-brand-700)",
  "--warning-bg": "var(--color-amber-50)",
  "--warning-border": "var(--color-amber-200)",
  "--warning-text": "var(--color-amber-800)",
  "--error-bg": "var(--color-red-50)",
  "--error-border": "var(--color-red-200)",
  "--error-text": "var(--color-red-700)",
} as React.CSSProperties;

function mount(): void {
  if (mounted) return;
  mounted = true;
  const host = document.createElement("div");
  host.dataset.slot = "toaster";
  document.body.appendChild(host);
  createRoot(host).render(
    <Toaster
      position="bottom-right"
      richColors
      closeButton
      duration={3000}
      style={noticeColours}
      containerAriaLabel="通知"
      toastOptions={{
        style: { fontFamily: "inherit", fontSize: "14px" },
        closeButtonAriaLabel: "关闭通知",
      }}
    />,
  );
}

export function show(kind: ToastKind, message: string, options: ToastOptions): void {
  mount();
  const settings = {
    duration: options.duration ?? 3000,
    ...(options.id ? { id: options.id } : {}),
  };
  // Let the Toaster subscribe before the first toast is emitted.
  requestAnimationFrame(() => toast[kind](message, settings));
}
