import * as React from "react";
import { formatDecimal } from "../domain/format";
import { useT } from "../i18n";
import { controlMessages } from "../i18n/messages/controls";
import { Button } from "./button";
import { cn } from "./cn";
import { useFieldControl } from "./field";

/** A size as the upload messages write it: 10MB, 2MB, 512KB. */
export function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${formatDecimal(bytes / (1024 * 1024), 1)}MB`
    : `${formatDecimal(bytes / 1024, 0)}KB`;
}

/** Whether a file's name ends in one of the accepted extensions (".pdf"; case ignored). */
export function acceptsName(name: string, accept: readonly string[]): boolean {
  const lower = name.toLowerCase();
  return accept.length === 0 || accept.some((ext) => lower.endsWith(ext.toLowerCase()));
}

export type FileUploadProps = {
  /** Accepted extensions with their dot: [".pdf", ".jpg"]; empty takes any file. */
  accept: readonly string[];
  /** The largest file taken, in bytes. */
  maxBytes: number;
  /** A checked file: the caller uploads it (and reports progress back). */
  onFile: (file: File) => void;
  /** What may be uploaded, shown in the zone; default the accepted types and size. */
  hint?: React.ReactNode;
  /**
   * The caller's own check in place of the built-in type and size check (a feature with its
   * own wording or a look at the file's content): a message refuses the file.
   */
  validate?: (file: File) => string | null | Promise<string | null>;
  /** Takes a refusal's message (null when a later file passes) to show it elsewhere; a toolbar's buttons do. */
  onReject?: (message: string | null) => void;
  /** The message for a file over maxBytes; default "文件大小不能超过 {max}". */
  tooLargeMessage?: string;
  /** An upload under way: its file name and fraction done (0–1). */
  progress?: { name: string; fraction: number } | null;
  /** The file picked and waiting to be sent (a dialog that uploads on its own button). */
  chosen?: string | null;
  /** A failure to show (the server's answer); a rejected pick shows its own. */
  error?: string | null;
  disabled?: boolean;
  /** "zone": a drop zone with the button (forms); "button": the button alone (toolbars). */
  variant?: "zone" | "button";
  /** The button's text; default 选择文件. */
  buttonLabel?: string;
  /** For the button variant: an icon in place of the text (the text becomes its name). */
  icon?: React.ReactNode;
  id?: string;
  className?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: React.AriaAttributes["aria-invalid"];
};

/**
 * Choosing a file in the UI language (no browser "Choose File / No file chosen"): a drop zone
 * and a button, the type and size checked before anything is sent, with the catalogue's
 * messages, and the upload's progress.
 */
export function FileUpload({
  accept,
  maxBytes,
  onFile,
  hint,
  tooLargeMessage,
  validate,
  onReject,
  progress = null,
  chosen = null,
  error = null,
  disabled = false,
  variant = "zone",
  buttonLabel,
  icon,
  className,
  ...aria
}: FileUploadProps) {
  const t = useT(controlMessages);
  const wiring = useFieldControl(aria);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [ownRejected, setOwnRejected] = React.useState<string | null>(null);
  const setRejected = (message: string | null) =>
    onReject ? onReject(message) : setOwnRejected(message);
  const rejected = onReject ? null : ownRejected;
  const [dragging, setDragging] = React.useState(false);
  const busy = progress !== null;
  const acceptText = accept.map((e) => e.replace(/^\./, "").toUpperCase()).join(t("listSeparator"));
  const message = rejected ?? error;
  const messageId = React.useId();

  const take = async (file: File | undefined) => {
    if (!file || disabled || busy) return;
    if (validate) {
      const problem = await validate(file);
      setRejected(problem);
      if (!problem) onFile(file);
      return;
    }
    if (!acceptsName(file.name, accept)) {
      setRejected(t("fileTypeNotAllowed", { name: file.name, accept: acceptText }));
      return;
    }
    if (file.size > maxBytes) {
      setRejected(tooLargeMessage ?? t("fileTooLarge", { max: sizeText(maxBytes) }));
      return;
    }
    setRejected(null);
    onFile(file);
  };

  const describedBy =
    [wiring["aria-describedby"], message ? messageId : null].filter(Boolean).join(" ") || undefined;
  const button = (
    <Button
      type="button"
      variant={variant === "button" ? "ghost" : "outline"}
      size={icon ? "icon" : variant === "button" ? "sm" : "md"}
      id={wiring.id}
      disabled={disabled || busy}
      aria-describedby={describedBy}
      aria-invalid={wiring["aria-invalid"] ?? (message ? true : undefined)}
      {...(icon ? { "aria-label": buttonLabel ?? t("chooseFile") } : {})}
      onClick={() => inputRef.current?.click()}
    >
      {icon ?? buttonLabel ?? t("chooseFile")}
    </Button>
  );
  const input = (
    <input
      ref={inputRef}
      type="file"
      hidden
      tabIndex={-1}
      accept={accept.join(",")}
      disabled={disabled || busy}
      onChange={(e) => {
        void take(e.target.files?.[0]);
        e.target.value = "";
      }}
    />
  );
  const status = (
    <>
      {progress ? (
        <div className="flex w-full flex-col gap-1" aria-live="polite">
          <span className="truncate text-sm text-neutral-800">
            {t("uploadingFile", { name: progress.name })}
          </span>
          <div className="flex items-center gap-2">
            <div
              role="progressbar"
              aria-label={t("uploadProgress")}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress.fraction * 100)}
              className="h-1.5 w-full overflow-hidden rounded-full bg-neutral-200"
            >
              <div
                className="h-full rounded-full bg-brand"
                style={{ width: `${Math.round(progress.fraction * 100)}%` }}
              />
            </div>
            <span className="w-10 text-right text-xs tabular-nums text-neutral-700">
              {Math.round(progress.fraction * 100)}%
            </span>
          </div>
        </div>
      ) : null}
      {chosen && !progress ? (
        <p className="max-w-full truncate text-sm font-medium text-neutral-800">
          {t("chosenFile", { name: chosen })}
        </p>
      ) : null}
      {message ? (
        <p id={messageId} role="alert" className="text-xs text-red-700">
          {message}
        </p>
      ) : null}
    </>
  );

  if (variant === "button")
    return (
      <span data-slot="file-upload" className={cn("inline-flex flex-col gap-1", className)}>
        {button}
        {input}
        {status}
      </span>
    );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; the button inside is the keyboard's way
    <div
      data-slot="file-upload"
      data-dragging={dragging || undefined}
      onDragOver={(e) => {
        if (disabled || busy) return;
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        void take(e.dataTransfer.files[0]);
      }}
      className={cn(
        "flex flex-col items-center gap-2 rounded-md border border-dashed px-4 py-4 text-center transition-colors",
        dragging
          ? "border-brand bg-brand-50"
          : message
            ? "border-red-600 bg-neutral-50"
            : disabled
              ? "border-neutral-300 bg-neutral-100"
              : "border-neutral-300 bg-neutral-50",
        className,
      )}
    >
      <svg viewBox="0 0 24 24" className="size-6 text-neutral-500" aria-hidden="true">
        <path
          d="M12 16V4m0 0l-4 4m4-4l4 4M4 16v3a1 1 0 001 1h14a1 1 0 001-1v-3"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <div className="flex flex-wrap items-center justify-center gap-2 text-sm text-neutral-700">
        <span>{dragging ? t("dropRelease") : t("dropHere")}</span>
        {button}
      </div>
      <p className="text-xs text-neutral-600">
        {hint ?? t("acceptHint", { accept: acceptText, max: sizeText(maxBytes) })}
      </p>
      {input}
      {status}
    </div>
  );
}
