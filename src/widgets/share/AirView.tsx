import * as React from "react";
import {
  formatChargeWeight,
  formatDateTime,
  formatNumber,
  formatPieces,
  formatVolume,
  formatWeight,
} from "../../domain/format";
import {
  airWaybillNumber,
  manifestView,
  showWeighing,
  splitAttachments,
} from "../../domain/order-track";
import { parseDimensions, planConfirmFlags } from "../../domain/plan-confirm";
import type { ShareOrderTrack } from "../../domain/share-link";
import { nextMilestoneTime } from "../../domain/share-view";
import { nextMilestone } from "../../domain/track-events";
import { useLang, useT } from "../../i18n";
import { cargoTrackingMessages } from "../../i18n/messages/cargo-tracking";
import { shareMessages } from "../../i18n/messages/share";
import { ExternalIcon, PlaneIcon } from "../../ui/icons";
import { Spinner } from "../../ui/spinner";
import { CollapsibleSection } from "./CollapsibleSection";
import { DimensionTable } from "./DimensionTable";
import { DocumentActions } from "./DocumentActions";
import {
  FileList,
  ManifestDialog,
  ManifestRemarks,
  ManifestTable,
  PhotoCarousel,
  RouteTable,
  RouteTrackDialog,
  TrackTimeline,
  WeighingTable,
} from "./deferred";
import { type InfoItem, OrderInfoGrid } from "./OrderInfoGrid";
import type { AirDocuments, ShareActions } from "./types";

export type AirViewProps = ShareActions & {
  view: "AF" | "AI";
  track: ShareOrderTrack;
  documents?: AirDocuments;
};

/** Air export (AF) and air import (AI, which adds goods type, dates and customs times). */
export function AirView({ view, track, documents, ...actions }: AirViewProps) {
  const t = useT(shareMessages);
  const tc = useT(cargoTrackingMessages);
  const lang = useLang();
  const flags = planConfirmFlags(track);
  const transit = [track.transitStation, track.transitStation2].filter(Boolean).join(" / ");
  const items: InfoItem[] = [
    { kind: "text", label: t("departure"), value: track.departureStation },
    ...(transit ? [{ kind: "text" as const, label: t("transit"), value: transit }] : []),
    { kind: "text", label: t("arrival"), value: track.arrivalStation },
    { kind: "text", label: t("flight"), value: track.expectFlight },
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
    {
      kind: "compare",
      label: t("chargeWeight"),
      planned: formatChargeWeight(track.planChargeWeight),
      confirmed: formatChargeWeight(track.confirmChargeWeight),
      flagged: flags.chargeWeight,
    },
    {
      kind: "compare",
      label: t("density"),
      planned: formatNumber(track.planDensity, 1),
      confirmed: formatNumber(track.confirmDensity, 1),
      flagged: false,
    },
    { kind: "text", label: t("goodsNameEn"), value: track.goodsNameEn, wide: true },
    { kind: "text", label: t("goodsNameCn"), value: track.goodsNameCn, wide: true },
  ];
  if (view === "AI") {
    items.push(
      { kind: "text", label: t("goodsType"), value: track.goodsType },
      { kind: "text", label: t("inboundDate"), value: formatDateTime(track.inboundDate, lang) },
      {
        kind: "text",
        label: t("inspectionDate"),
        value: formatDateTime(track.inspectionDate, lang),
      },
      { kind: "text", label: t("clearanceDate"), value: formatDateTime(track.clearanceDate, lang) },
      { kind: "text", label: t("outboundDate"), value: formatDateTime(track.outboundDate, lang) },
    );
  }
  const awb = track.awbRouteApiInfoVO;
  const mawb = awb?.mawbNum || airWaybillNumber(track);
  const events = track.routeTracks ?? [];
  const legs = awb?.awbRouteApiRouteList ?? [];
  const next = nextMilestone(events);
  const manifest = manifestView(track);
  const remarks = track.trackManifest ?? [];
  const weighing = showWeighing(track);
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
  const { photos, files } = splitAttachments(track.attachments);
  const noticeFlags = [
    ...(documents?.noticeWarehouse ? (["warehouse"] as const) : []),
    ...(documents?.noticeStorehouse ? (["storehouse"] as const) : []),
  ];

  return (
    <>
      <CollapsibleSection title={t("sectionOrder")} defaultOpen>
        <OrderInfoGrid items={items} />
        <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
          <DimensionTable
            title={t("dimensionsPlanned")}
            rows={parseDimensions(track.planDimensions)}
          />
          <DimensionTable
            title={t("dimensionsConfirmed")}
            rows={parseDimensions(track.confirmDimensions)}
          />
        </div>
        <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md bg-neutral-50 px-3 py-2 text-sm">
          <PlaneIcon className="size-4 text-brand" />
          <span className="text-neutral-600">{t("waybill")}</span>
          <span className="font-mono font-semibold text-neutral-900">{mawb || "-"}</span>
          <span className="text-neutral-800">
            {awb?.depPort || track.departureStation || "-"} →{" "}
            {awb?.arrPort || track.arrivalStation || "-"}
          </span>
          <span className="text-neutral-700 tabular-nums">{awb?.pieceWeightInfo || "-"}</span>
        </p>
        <DocumentActions
          notices={noticeFlags}
          master={Boolean(documents?.master)}
          houses={documents?.houses ?? []}
          busy={actions.busy ?? null}
          onOpenNotice={actions.onOpenNotice}
          onDownloadMaster={actions.onDownloadMaster}
          onDownloadHouse={actions.onDownloadHouse}
        />
      </CollapsibleSection>

      <CollapsibleSection
        title={t("sectionTrack")}
        empty={events.length === 0 && legs.length === 0}
        emptyText={t("emptyTrack")}
        count={events.length || undefined}
        action={
          <span className="flex items-center gap-2">
            {events.length > 0 || legs.length > 0 ? timelineButton("route") : null}
            {mawb && actions.onMore ? (
              <button
                type="button"
                onClick={actions.onMore}
                disabled={actions.moreBusy}
                title={t("moreLabel")}
                className="inline-flex h-8 items-center gap-1 rounded-md bg-brand px-3 text-xs font-semibold tracking-wide text-white hover:bg-brand-700 disabled:opacity-70"
              >
                {actions.moreBusy ? <Spinner className="size-3.5" /> : null}
                {t("more")}
                <span className="sr-only"> · {t("moreLabel")}</span>
                <ExternalIcon className="size-3.5" />
              </button>
            ) : null}
          </span>
        }
      >
        <div className="flex flex-col gap-4">
          {events.length > 0 ? (
            <TrackTimeline
              events={events}
              kind="air"
              next={next ? { milestone: next, time: nextMilestoneTime(next, legs) } : null}
            />
          ) : null}
          {legs.length > 0 ? <RouteTable legs={legs} /> : null}
        </div>
      </CollapsibleSection>

      <CollapsibleSection
        title={t("sectionManifest")}
        empty={
          !manifest.master && manifest.houses.length === 0 && !weighing && remarks.length === 0
        }
        emptyText={t("noManifest")}
        action={
          manifest.master || manifest.houses.length > 0 || remarks.length > 0
            ? timelineButton("manifest")
            : null
        }
      >
        <div className="flex flex-col gap-4">
          {remarks.length > 0 ? <ManifestRemarks entries={remarks} /> : null}
          <ManifestTable
            master={manifest.master}
            houses={manifest.houses}
            variant={view === "AI" ? "import" : "export"}
          />
          {weighing ? <WeighingTable rows={track.cargoWeighingList ?? []} /> : null}
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
          number={mawb}
          legs={legs}
          events={events}
          kind="air"
        />
      ) : null}
      {dialog === "manifest" ? (
        <ManifestDialog
          open
          onOpenChange={closeDialog}
          number={mawb}
          manifestList={track.manifestList ?? []}
          trackManifest={remarks}
          variant={view === "AI" ? "import" : "export"}
        />
      ) : null}
    </>
  );
}
