import { cn } from "./cn";

/** The product mark: a routed arrow over a horizon. Hidden for private deployments by callers. */
export function BrandMark({
  className,
  inverted = false,
}: {
  className?: string;
  inverted?: boolean;
}) {
  return (
    <svg viewBox="0 0 32 32" className={cn("size-8", className)} aria-hidden="true">
      <rect width="32" height="32" rx="7" fill={inverted ? "#fff" : "var(--brand)"} />
      <path d="M7 20l9-10 9 10h-5l-4-4.5-4 4.5z" fill={inverted ? "var(--brand)" : "#fff"} />
    </svg>
  );
}
