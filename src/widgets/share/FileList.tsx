import { fileExtension } from "../../domain/files";
import type { Attachment } from "../../domain/order-track";
import { useT } from "../../i18n";
import { shareDetailMessages } from "../../i18n/messages/share-details";
import { ExternalIcon, FileIcon } from "../../ui/icons";

export type FileListProps = {
  files: Attachment[];
  /** Phones open in the same window, elsewhere a new one (001 §2.1). */
  target: "_self" | "_blank";
};

/** The order's documents: type, name and remark, each opening from our own server. */
export function FileList({ files, target }: FileListProps) {
  const td = useT(shareDetailMessages);
  const noUrl = td("noAttachmentUrl");
  return (
    <ul data-slot="file-list" className="flex flex-col divide-y divide-neutral-100">
      {files.map((file, index) => {
        const name = file.fileName?.trim() || "-";
        const ext = fileExtension(name) || "FILE";
        return (
          <li key={file.orderFileId ?? index} className="flex items-center gap-3 py-2.5">
            <span className="relative grid size-10 shrink-0 place-items-center rounded-md bg-brand-50 text-brand">
              <FileIcon className="size-5" />
              <span className="absolute -bottom-1 rounded-sm bg-brand px-1 text-[9px] leading-3.5 font-semibold text-white">
                {ext.slice(0, 4)}
              </span>
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-neutral-900" title={name}>
                {name}
              </p>
              <p className="truncate text-xs text-neutral-600">
                {file.fileUrl ? file.fileRemark || "\u00a0" : noUrl}
              </p>
            </div>
            {file.fileUrl ? (
              <a
                href={file.fileUrl}
                target={target}
                rel="noopener noreferrer"
                className="inline-flex h-8 shrink-0 items-center gap-1 rounded-md border border-neutral-300 px-2.5 text-xs font-medium text-neutral-800 hover:border-brand hover:text-brand"
              >
                {td("open")}
                <span className="sr-only"> {name}</span>
                <ExternalIcon className="size-3.5" />
              </a>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
