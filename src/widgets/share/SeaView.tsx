import { formatPieces, formatVolume, formatWeight } from "../../domain/format";
import { manifestView, shipInfo, splitAttachments } from "../../domain/order-track";
import { planConfirmFlags } from "../../domain/plan-confirm";
import type { ShareOrderTrack } from "../../domain/share-link";
import { parseContainers } from "../../domain/share-view";
import { useT } from "../../i18n";
import { shareMessages } from "../../i18n/messages/share";
import { CollapsibleSection } from "./CollapsibleSection";
import { DocumentActions } from "./DocumentActions";
import { FileList, ManifestTable, PhotoCarousel, TrackTimeline } from "./deferred";
import { type InfoItem, OrderInfoGrid } from "./OrderInfoGrid";
import type { NoticeDocuments, ShareActions } from "./types";

export type SeaViewProps = ShareActions & {
  view: "SE" | "SI";
  track: ShareOrderTrack;
  documents?: NoticeDocuments;
};

/** Sea export and import: bills, vessel, containers and plan-versus-confirm quantities. */
export function SeaView({ track, documents, ...actions }: SeaViewProps) {
  const t = useT(shareMessages);
  const flags = planConfirmFlags(track);
  const containers = parseContainers(track.containerList);
  const transit = [track.transitStation, track.transitStation2].filter(Boolean).join(" / ");
  const items: InfoItem[] = [
    { kind: "text", label: t("masterBillNumber"), value: track.mlbNumber },
    { kind: "text", label: t("houseBillNumber"), value: track.hlbNumber },
    { kind: "text", label: t("shipVoyage"), value: shipInfo(track), wide: true },
    { kind: "text", label: t("departure"), value: track.departureStation },
    ...(transit ? [{ kind: "text" as const, label: t("transit"), value: transit }] : []),
    { kind: "text", label: t("arrival"), value: track.arrivalStation },
    { kind: "text", label: t("containerMethod"), value: track.containerMethod },
    { kind: "text", label: t("containerCount"), value: formatPieces(track.containerNumber) },
    {
      kind: "text",
      label: t("containerList"),
      wide: true,
      value:
        containers.length > 0 ? (
          <span className="flex flex-wrap gap-1.5">
            {containers.map((c) => (
              <span
                key={`${c.number}-${c.type}`}
                className="rounded-sm border border-neutral-200 bg-neutral-50 px-1.5 font-mono text-xs leading-5"
              >
                {c.number}
                {c.type ? <span className="ml-1 text-neutral-600">{c.type}</span> : null}
              </span>
            ))}
          </span>
        ) : null,
    },
    {
      kind: "compare",
      label: t("pieces"),
      planned: formatPieces(track.planPieces),
      confirmed: formatPieces(track.confirmPieces),
      flagged: flags.pieces,
    },
    {
      kind: "compare",
      label: t("grossWeight"),
      planned: formatWeight(track.planWeight),
      confirmed: formatWeight(track.confirmWeight),
      flagged: flags.weight,
    },
    {
      kind: "compare",
      label: t("volume"),
      planned: formatVolume(track.planVolume),
      confirmed: formatVolume(track.confirmVolume),
      flagged: flags.volume,
    },
    { kind: "text", label: t("goodsNameEn"), value: track.goodsNameEn, wide: true },
    { kind: "text", label: t("goodsNameCn"), value: track.goodsNameCn, wide: true },
  ];
  const events = track.routeTracks ?? [];
  const manifest = manifestView(track);
  const { photos, files } = splitAttachments(track.attachments);
  return (
    <>
      <CollapsibleSection title={t("sectionOrder")} defaultOpen>
        <OrderInfoGrid items={items} />
        <DocumentActions
          notices={documents?.notice ? ["warehouse"] : []}
          noticeLabel="sea"
          onOpenNotice={actions.onOpenNotice}
        />
      </CollapsibleSection>
      <CollapsibleSection
        title={t("sectionTrack")}
        empty={events.length === 0}
        emptyText={t("emptyTrack")}
        count={events.length || undefined}
      >
        <TrackTimeline events={events} kind="sea" />
      </CollapsibleSection>
      <CollapsibleSection
        title={t("sectionManifest")}
        empty={!manifest.master && manifest.houses.length === 0}
        emptyText={t("noManifest")}
      >
        <ManifestTable master={manifest.master} houses={manifest.houses} variant="export" />
      </CollapsibleSection>
      <CollapsibleSection
        title={t("sectionFiles")}
        empty={files.length === 0}
        emptyText={t("emptyFiles")}
        count={files.length}
      >
        <FileList files={files} target={actions.linkTarget ?? "_blank"} />
      </CollapsibleSection>
      <CollapsibleSection
        title={t("sectionImages")}
        empty={photos.length === 0}
        emptyText={t("emptyImages")}
        count={photos.length}
      >
        <PhotoCarousel photos={photos} />
      </CollapsibleSection>
    </>
  );
}
