import * as React from "react";
import type { OrderFile } from "../../contract/order";
import {
  checkAttachmentFile,
  checkImageFile,
  FILE_HEAD_BYTES,
  FILE_MESSAGES,
  isFileNameOk,
  ORDER_FILE_LIMITS,
  ORDER_FILE_TOO_LARGE,
} from "../../domain/files";
import { formatDateTime, formatNumber } from "../../domain/format";
import { useLang, useT } from "../../i18n";
import { orderMessages } from "../../i18n/messages/order";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { FileUpload } from "../../ui/file-upload";
import { SelectMenu } from "../../ui/select-menu";
import { orderIssueText } from "./order-text";

export type FileType = OrderFile["fileType"];

export type OrderFilesProps = {
  files: OrderFile[];
  /** A locked order's attachments cannot change. */
  locked: boolean;
  /** False for a role without the scope's `_edit` button: the files are listed, nothing more. */
  canEdit?: boolean;
  /** Uploads one file, reporting progress 0–1; rejects with the server's message. */
  onUpload: (
    file: File,
    fileType: FileType,
    onProgress: (fraction: number) => void,
  ) => Promise<void>;
  onDelete: (file: OrderFile) => Promise<void>;
  onOpen: (file: OrderFile) => void;
  /** Stories: the type chosen at first. */
  initialType?: FileType;
};

type Upload =
  | { state: "idle" }
  | { state: "uploading"; name: string; fraction: number }
  | { state: "done"; name: string }
  | { state: "error"; message: string };

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${formatNumber(bytes / 1024 / 1024, 1)} MB`
    : `${formatNumber(Math.max(1, Math.round(bytes / 1024)), 0)} KB`;

const PHOTO_TYPES = [".jpg", ".jpeg", ".bmp", ".png"];
const ATTACHMENT_TYPES = [
  ".pdf",
  ".doc",
  ".docx",
  ".xls",
  ".xlsx",
  ".txt",
  ".rar",
  ".zip",
  ".jpg",
  ".jpeg",
  ".bmp",
  ".png",
  ".ofd",
];

/** What the client can tell before sending: the name, type by extension and content, and size. */
export async function checkUpload(file: File, fileType: FileType): Promise<string | null> {
  if (!isFileNameOk(file.name)) return FILE_MESSAGES.badName;
  const head = new Uint8Array(await file.slice(0, FILE_HEAD_BYTES).arrayBuffer());
  const problem =
    fileType === "照片" ? checkImageFile(file.name, head) : checkAttachmentFile(file.name, head);
  if (problem) return problem;
  if (file.size > ORDER_FILE_LIMITS[fileType]) return ORDER_FILE_TOO_LARGE[fileType];
  return null;
}

/** The order's photos and files: upload with progress, list, open and delete. */
export function OrderFiles(props: OrderFilesProps) {
  const t = useT(orderMessages);
  const readOnly = props.locked || props.canEdit === false;
  const lang = useLang();
  const [fileType, setFileType] = React.useState<FileType>(props.initialType ?? "照片");
  const [upload, setUpload] = React.useState<Upload>({ state: "idle" });
  const [deleting, setDeleting] = React.useState<string | null>(null);
  const busy = upload.state === "uploading";

  // The client's checks and the server's refusals are the domain's Chinese texts; the
  // catalogue holds each word for word.
  const text = (message: string) => orderIssueText(message, t);

  const start = async (file: File) => {
    const problem = await checkUpload(file, fileType);
    if (problem) {
      setUpload({ state: "error", message: text(problem) });
      return;
    }
    setUpload({ state: "uploading", name: file.name, fraction: 0 });
    try {
      await props.onUpload(file, fileType, (fraction) =>
        setUpload({ state: "uploading", name: file.name, fraction }),
      );
      setUpload({ state: "done", name: file.name });
    } catch (error) {
      setUpload({
        state: "error",
        message: text(error instanceof Error ? error.message : String(error)),
      });
    }
  };

  const groups: [FileType, string][] = [
    ["照片", t("photos")],
    ["文件", t("attachments")],
  ];

  return (
    <section
      aria-labelledby="order-files-title"
      className="rounded-md border border-neutral-200 bg-white"
      data-slot="order-files"
    >
      <h2
        id="order-files-title"
        className="border-b border-neutral-200 px-4 py-2.5 text-sm font-semibold text-neutral-900"
      >
        {t("filesTitle")}
      </h2>
      <div className="flex flex-col gap-4 p-4">
        {readOnly ? (
          <p className="text-sm text-neutral-700">
            {props.locked ? t("filesLocked") : t("filesReadOnlyRole")}
          </p>
        ) : (
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-[10rem_minmax(0,1fr)] sm:items-start">
            <Field label={t("fileType")}>
              <SelectMenu
                value={fileType}
                disabled={busy}
                options={[
                  { value: "照片", label: t("photos") },
                  { value: "文件", label: t("attachments") },
                ]}
                onValueChange={(v) => setFileType(v as FileType)}
              />
            </Field>
            <Field label={t("chooseFile")}>
              <FileUpload
                accept={fileType === "照片" ? PHOTO_TYPES : ATTACHMENT_TYPES}
                maxBytes={ORDER_FILE_LIMITS[fileType]}
                hint={t("uploadHint")}
                disabled={busy}
                validate={async (file) => {
                  const problem = await checkUpload(file, fileType);
                  return problem ? text(problem) : null;
                }}
                progress={
                  upload.state === "uploading"
                    ? { name: upload.name, fraction: upload.fraction }
                    : null
                }
                error={upload.state === "error" ? upload.message : null}
                onFile={(file) => void start(file)}
              />
            </Field>
          </div>
        )}
        <div aria-live="polite" className="min-h-0 text-sm">
          {upload.state === "done" ? (
            <p className="text-green-800">{t("uploaded", { name: upload.name })}</p>
          ) : null}
        </div>
        {groups.map(([type, label]) => {
          const list = props.files.filter((f) => f.fileType === type);
          return (
            <div key={type} className="flex flex-col gap-1.5">
              <h3 className="text-sm font-medium text-neutral-800">
                {t("fileGroupCount", { label, count: list.length })}
              </h3>
              {list.length === 0 ? (
                <p className="text-sm text-neutral-600">{t("noFiles")}</p>
              ) : (
                <ul className="flex flex-col divide-y divide-neutral-100 rounded border border-neutral-200">
                  {list.map((file) => (
                    <li
                      key={file.fileId}
                      className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm"
                    >
                      <button
                        type="button"
                        className="min-w-0 truncate text-left text-brand-700 underline-offset-2 hover:underline"
                        onClick={() => props.onOpen(file)}
                      >
                        {file.fileName}
                      </button>
                      <span className="text-xs text-neutral-600 tabular-nums">
                        {sizeText(file.size)}
                      </span>
                      <span className="text-xs text-neutral-600 tabular-nums">
                        {formatDateTime(file.createdAt, lang)}
                      </span>
                      {readOnly ? null : (
                        <Button
                          variant="ghost"
                          size="sm"
                          className="ml-auto text-red-700"
                          loading={deleting === file.fileId}
                          aria-label={t("deleteFile", { name: file.fileName })}
                          onClick={async () => {
                            setDeleting(file.fileId);
                            try {
                              await props.onDelete(file);
                            } catch (error) {
                              setUpload({
                                state: "error",
                                message: text(
                                  error instanceof Error ? error.message : String(error),
                                ),
                              });
                            } finally {
                              setDeleting(null);
                            }
                          }}
                        >
                          {t("deleteLabel")}
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
