import type { AwbRouteApiRoute, RouteTrackEvent } from "../../domain/order-track";
import { useT } from "../../i18n";
import { cargoTrackingMessages } from "../../i18n/messages/cargo-tracking";
import { Dialog, DialogContent } from "../dialog";
import { RouteTable } from "./route-table";
import { TrackTimeline } from "./track-timeline";

export type RouteTrackDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The air waybill (or bill) the track belongs to, in the title. */
  number: string;
  legs: AwbRouteApiRoute[];
  events: RouteTrackEvent[];
  kind: "air" | "sea" | "road";
};

/** The route track timeline (seed 000 §2.4): legs planned against actual with delays, every event. */
export function RouteTrackDialog(props: RouteTrackDialogProps) {
  const t = useT(cargoTrackingMessages);
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent
        width="xl"
        title={t("routeTrackTitle", { number: props.number })}
        closeLabel={t("close")}
      >
        <div className="flex flex-col gap-5">
          <section aria-label={t("legs")} className="flex flex-col gap-2">
            {props.legs.length > 0 ? (
              <RouteTable legs={props.legs} />
            ) : (
              <p className="text-sm text-neutral-600">{t("noLegs")}</p>
            )}
          </section>
          <section aria-label={t("events")} className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold text-neutral-900">{t("events")}</h3>
            {props.events.length > 0 ? (
              <TrackTimeline events={props.events} kind={props.kind} defaultExpanded />
            ) : (
              <p className="text-sm text-neutral-600">{t("noTrack")}</p>
            )}
          </section>
        </div>
      </DialogContent>
    </Dialog>
  );
}
