import {
  type ManifestListEntry,
  type ManifestTrackEntry,
  manifestView,
} from "../../domain/order-track";
import { useT } from "../../i18n";
import { cargoTrackingMessages } from "../../i18n/messages/cargo-tracking";
import { Dialog, DialogContent } from "../dialog";
import { ManifestRemarks } from "./manifest-remarks";
import { ManifestTable } from "./manifest-table";

export type ManifestDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  number: string;
  manifestList: ManifestListEntry[];
  trackManifest: ManifestTrackEntry[];
  /** Export (AF, sea) or import (AI) customs steps. */
  variant: "export" | "import";
};

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
