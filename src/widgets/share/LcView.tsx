import { formatChargeWeight, formatPieces, formatVolume, formatWeight } from "../../domain/format";
import { splitAttachments } from "../../domain/order-track";
import { planConfirmFlags } from "../../domain/plan-confirm";
import type { ShareLcOrder } from "../../domain/share-link";
import { useT } from "../../i18n";
import { shareMessages } from "../../i18n/messages/share";
import { CollapsibleSection } from "./CollapsibleSection";
import { DocumentActions } from "./DocumentActions";
import { FileList, PhotoCarousel, TrackTimeline } from "./deferred";
import { type InfoItem, OrderInfoGrid } from "./OrderInfoGrid";
import type { NoticeDocuments, ShareActions } from "./types";

export type LcViewProps = ShareActions & { order: ShareLcOrder; documents?: NoticeDocuments };

/** Road transport: stations, quantities, truck and driver, and the delivery notice. */
export function LcView({ order, documents, ...actions }: LcViewProps) {
  const t = useT(shareMessages);
  const flags = planConfirmFlags(order);
  const phone = order.driverTel?.trim();
  const items: InfoItem[] = [
    { kind: "text", label: t("orderCode"), value: order.orderCode },
    { kind: "text", label: t("from"), value: order.departureStationName },
    { kind: "text", label: t("to"), value: order.arrivalStationName },
    { kind: "text", label: t("goodsNameCn"), value: order.goodsNameCn },
    {
      kind: "compare",
      label: t("pieces"),
      planned: formatPieces(order.planPieces),
      confirmed: formatPieces(order.confirmPieces),
      flagged: flags.pieces,
    },
    {
      kind: "compare",
      label: t("grossWeight"),
      planned: formatWeight(order.planWeight),
      confirmed: formatWeight(order.confirmWeight),
      flagged: flags.weight,
    },
    {
      kind: "compare",
      label: t("volume"),
      planned: formatVolume(order.planVolume),
      confirmed: formatVolume(order.confirmVolume),
      flagged: flags.volume,
    },
    {
      kind: "compare",
      label: t("chargeWeight"),
      planned: formatChargeWeight(order.planChargeWeight),
      confirmed: formatChargeWeight(order.confirmChargeWeight),
      flagged: flags.chargeWeight,
    },
    { kind: "text", label: t("plateNumber"), value: order.driverNumber },
    { kind: "text", label: t("driverName"), value: order.driverName },
    {
      kind: "text",
      label: t("driverPhone"),
      value: phone ? (
        <a
          href={`tel:${phone.replace(/[^\d+]/g, "")}`}
          className="text-brand underline-offset-4 hover:underline"
        >
          {phone}
        </a>
      ) : null,
    },
  ];
  const events = order.routeTracks ?? [];
  const { photos, files } = splitAttachments(order.attachments);
  return (
    <>
      <CollapsibleSection title={t("sectionOrder")} defaultOpen>
        <OrderInfoGrid items={items} />
        <DocumentActions
          notices={documents?.notice ? ["warehouse"] : []}
          noticeLabel="road"
          onOpenNotice={actions.onOpenNotice}
        />
      </CollapsibleSection>
      <CollapsibleSection
        title={t("sectionTrack")}
        empty={events.length === 0}
        emptyText={t("emptyTrack")}
        count={events.length || undefined}
      >
        <TrackTimeline events={events} kind="road" />
      </CollapsibleSection>
      <CollapsibleSection title={t("sectionManifest")} empty emptyText={t("noManifest")} />
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
