/** The cross of every close and remove button, drawn in the text's colour; `size` sets its box. */
export function CloseIcon({
  size = "size-4",
  strokeWidth = 1.6,
}: {
  size?: "size-3" | "size-4";
  strokeWidth?: number;
}) {
  return (
    <svg viewBox="0 0 16 16" className={size} aria-hidden="true">
      <path
        d="M4 4l8 8M12 4l-8 8"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
      />
    </svg>
  );
}
