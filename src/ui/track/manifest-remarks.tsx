import { EMPTY_DISPLAY, formatDateTime, parseDateTime } from "../../domain/format";
import type { ManifestTrackEntry } from "../../domain/order-track";
import { useLang } from "../../i18n";

/**
 * Newest first, as the route track's timeline (track-timeline.tsx): every timeline of a
 * shipment puts its latest step on top (issue 35, §69); entries without a readable time last.
 */
function byTime(entries: ManifestTrackEntry[]): ManifestTrackEntry[] {
  return entries
    .map((entry, index) => ({ entry, index, at: parseDateTime(entry.eventTime) ?? -Infinity }))
    .sort((a, b) => b.at - a.at || b.index - a.index)
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
