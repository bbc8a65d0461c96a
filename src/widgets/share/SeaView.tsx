import * as React from "react";
import { formatPieces, formatVolume, formatWeight } from "../../domain/format";
import { manifestView, shipInfo, splitAttachments } from "../../domain/order-track";
import { planConfirmFlags } from "../../domain/plan-confirm";
import type { ShareOrderTrack } from "../../domain/share-link";
import { loadTypeCode, parseContainers } from "../../domain/share-view";
import { useT } from "../../i18n";
import { cargoTrackingMessages } from "../../i18n/messages/cargo-tracking";
import { shareMessages } from "../../i18n/messages/share";
import { CollapsibleSection } from "./CollapsibleSection";
import { DocumentActions } from "./DocumentActions";
import {
  FileList,
  ManifestDialog,
  ManifestRemarks,
  ManifestTable,
  PhotoCarousel,
  RouteTrackDialog,
  TrackTimeline,
} from "./deferred";
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
  const tc = useT(cargoTrackingMessages);
  const flags = planConfirmFlags(track);
  const containers = parseContainers(track.containerList);
  // The document writes the load type in Chinese words ('整箱 FCL'): shown in the page's language.
  const method = loadTypeCode(track.containerMethod);
  const transit = [track.transitStation, track.transitStation2].filter(Boolean).join(" / ");
  const items: InfoItem[] = [
    { kind: "text", label: t("masterBillNumber"), value: track.mlbNumber },
    { kind: "text", label: t("houseBillNumber"), value: track.hlbNumber },
    { kind: "text", label: t("shipVoyage"), value: shipInfo(track), wide: true },
    { kind: "text", label: t("departure"), value: track.departureStation },
    ...(transit ? [{ kind: "text" as const, label: t("transit"), value: transit }] : []),
    { kind: "text", label: t("arrival"), value: track.arrivalStation },
    {
      kind: "text",
      label: t("containerMethod"),
      value: method === "" ? track.containerMethod : t(method === "FCL" ? "loadFCL" : "loadLCL"),
    },
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
  const remarks = track.trackManifest ?? [];
  const number = track.mlbNumber || track.hlbNumber || "";
  const { photos, files } = splitAttachments(track.attachments);
  // The two timeline dialogs (seed 000 §2.4), as the air views open them.
  const [dialog, setDialog] = React.useState<"route" | "manifest" | null>(null);
  const closeDialog = (open: boolean) => {
    if (!open) setDialog(null);
  };
  const timelineButton = (kind: "route" | "manifest") => (
    <button
      type="button"
      onClick={() => setDialog(kind)}
      className="inline-flex h-8 items-center rounded-md border border-brand-100 bg-white px-3 text-xs font-semibold text-brand-700 hover:bg-brand-50"
    >
      {tc(kind === "route" ? "routeTrack" : "manifestDetail")}
    </button>
  );
  const hasManifest = Boolean(manifest.master) || manifest.houses.length > 0;
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
        action={events.length > 0 ? timelineButton("route") : null}
      >
        <TrackTimeline events={events} kind="sea" />
      </CollapsibleSection>
      <CollapsibleSection
        title={t("sectionManifest")}
        empty={!hasManifest && remarks.length === 0}
        emptyText={t("noManifest")}
        action={hasManifest || remarks.length > 0 ? timelineButton("manifest") : null}
      >
        <div className="flex flex-col gap-4">
          {remarks.length > 0 ? <ManifestRemarks entries={remarks} /> : null}
          {hasManifest ? (
            <ManifestTable master={manifest.master} houses={manifest.houses} variant="export" />
          ) : null}
        </div>
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
      {dialog === "route" ? (
        <RouteTrackDialog
          open
          onOpenChange={closeDialog}
          number={number}
          legs={[]}
          events={events}
          kind="sea"
        />
      ) : null}
      {dialog === "manifest" ? (
        <ManifestDialog
          open
          onOpenChange={closeDialog}
          number={number}
          manifestList={track.manifestList ?? []}
          trackManifest={remarks}
          variant="export"
        />
      ) : null}
    </>
  );
}
