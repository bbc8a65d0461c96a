import type * as React from "react";
import { createRoot, type Root } from "react-dom/client";
import { Toaster, toast } from "sonner";
import { DEFAULT_LANG, isLang, translate } from "../i18n";
import { toastMessages } from "../i18n/messages/toast";
import type { ToastKind, ToastOptions } from "./toast-types";
import { tokens } from "./tokens";

let root: Root | undefined;

/**
 * sonner's own rich colours miss WCAG AA for 14 px text (success 4.25:1, error 4.34:1, warning
 * under 3:1), so the notices take the badge tones instead: the same tint, border and dark text.
 */
const noticeColours = {
  "--success-bg": "var(--color-green-50)",
  "--success-border": "var(--color-green-200)",
  "--success-text": "var(--color-green-800)",
  // The brand scale is mixed from the theme colour (tailwind.config.ts), not a CSS variable.
  "--info-bg": tokens.colors.brand[50],
  "--info-border": tokens.colors.brand[200],
  "--info-text": tokens.colors.brand[700],
  "--warning-bg": "var(--color-amber-50)",
  "--warning-border": "var(--color-amber-200)",
  "--warning-text": "var(--color-amber-800)",
  "--error-bg": "var(--color-red-50)",
  "--error-border": "var(--color-red-200)",
  "--error-text": "var(--color-red-700)",
} as React.CSSProperties;

/**
 * The toaster lives in a root of its own, outside the app's language provider: it reads the
 * page's language from <html lang> (which the app and the share pages keep current) each time a
 * notice is shown, so its labels follow a language switch.
 */
function render(): void {
  if (!root) {
    const host = document.createElement("div");
    host.dataset.slot = "toaster";
    document.body.appendChild(host);
    root = createRoot(host);
  }
  const lang = document.documentElement.lang;
  const t = translate(toastMessages, isLang(lang) ? lang : DEFAULT_LANG);
  root.render(
    <Toaster
      position="bottom-right"
      richColors
      closeButton
      duration={3000}
      style={noticeColours}
      containerAriaLabel={t("notifications")}
      toastOptions={{
        style: { fontFamily: "inherit", fontSize: "14px" },
        closeButtonAriaLabel: t("closeNotification"),
      }}
    />,
  );
}

export function show(kind: ToastKind, message: string, options: ToastOptions): void {
  render();
  const settings = {
    duration: options.duration ?? 3000,
    ...(options.id ? { id: options.id } : {}),
  };
  // Let the Toaster subscribe before the first toast is emitted.
  requestAnimationFrame(() => toast[kind](message, settings));
}
