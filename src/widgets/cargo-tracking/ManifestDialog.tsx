import { EMPTY_DISPLAY, formatDateTime, parseDateTime } from "../../domain/format";
import {
  type ManifestListEntry,
  type ManifestTrackEntry,
  manifestView,
} from "../../domain/order-track";
import { useLang, useT } from "../../i18n";
import { cargoTrackingMessages } from "../../i18n/messages/cargo-tracking";
import { Dialog, DialogContent } from "../../ui/dialog";
import { ManifestTable } from "../share/ManifestTable";

export type ManifestDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  number: string;
  manifestList: ManifestListEntry[];
  trackManifest: ManifestTrackEntry[];
  /** Export (AF, sea) or import (AI) customs steps. */
  variant: "export" | "import";
};

/** Oldest first, as a timeline reads; entries without a readable time last. */
function byTime(entries: ManifestTrackEntry[]): ManifestTrackEntry[] {
  return entries
    .map((entry, index) => ({ entry, index, at: parseDateTime(entry.eventTime) ?? Infinity }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map((x) => x.entry);
}

/** Every trackManifest remark with its time, as a vertical timeline. */
export function ManifestRemarks({ entries }: { entries: ManifestTrackEntry[] }) {
  const lang = useLang();
  return (
    <ol className="flex flex-col border-l-2 border-brand-100 pl-4">
      {byTime(entries).map((entry, index) => (
        <li key={`${entry.eventTime ?? ""}-${index}`} className="relative pb-3 last:pb-0">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-brand"
          />
          <p className="text-sm font-medium break-words text-neutral-900">
            {entry.remark || EMPTY_DISPLAY}
          </p>
          <p className="text-xs text-neutral-600 tabular-nums">
            {formatDateTime(entry.eventTime, lang)}
            {entry.mawbNum ? <span className="ml-2 font-mono">{entry.mawbNum}</span> : null}
          </p>
          {entry.productInfo ? (
            <p className="text-xs text-neutral-700">{entry.productInfo}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** The manifest detail timeline (seed 000 §2.4): master and house bills, then every remark. */
export function ManifestDialog(props: ManifestDialogProps) {
  const t = useT(cargoTrackingMessages);
  const { master, houses } = manifestView({ manifestList: props.manifestList });
  const empty = !master && houses.length === 0 && props.trackManifest.length === 0;
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent
        width="lg"
        title={t("manifestTitle", { number: props.number })}
        closeLabel={t("close")}
      >
        {empty ? (
          <p className="text-sm text-neutral-600">{t("noManifest")}</p>
        ) : (
          <div className="flex flex-col gap-5">
            {props.trackManifest.length > 0 ? (
              <section aria-label={t("remarks")} className="flex flex-col gap-2">
                <h3 className="text-sm font-semibold text-neutral-900">{t("remarks")}</h3>
                <ManifestRemarks entries={props.trackManifest} />
              </section>
            ) : null}
            {master || houses.length > 0 ? (
              <section aria-label={t("bills")} className="flex flex-col gap-2">
                <h3 className="text-sm font-semibold text-neutral-900">{t("bills")}</h3>
                <ManifestTable master={master} houses={houses} variant={props.variant} />
              </section>
            ) : null}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
