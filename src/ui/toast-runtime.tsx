import { createRoot } from "react-dom/client";
import { Toaster, toast } from "sonner";
import type { ToastKind, ToastOptions } from "./toast";

let mounted = false;

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
      toastOptions={{ style: { fontFamily: "inherit", fontSize: "14px" } }}
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
