import type * as React from "react";
import { cn } from "./cn";
import { useFieldControl } from "./field";

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  const wiring = useFieldControl(props);
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        "min-h-20 w-full min-w-0 resize-y rounded border border-neutral-300 bg-white px-3 py-2 text-sm text-neutral-900 outline-none transition-colors placeholder:text-neutral-500 focus-visible:border-brand focus-visible:ring-2 focus-visible:ring-brand-200 focus-visible:outline-none aria-invalid:border-red-600 aria-invalid:focus-visible:ring-red-100",
        className,
      )}
      {...props}
      {...wiring}
    />
  );
}
