import * as React from "react";
import type { CargoTrackingAnswer, TrackedOrder } from "../../contract/cargo-tracking";
import { useT } from "../../i18n";
import { cargoTrackingMessages } from "../../i18n/messages/cargo-tracking";
import { Button } from "../../ui/button";
import { ManifestDialog } from "../../ui/track/manifest-dialog";
import { RouteTrackDialog } from "../../ui/track/route-track-dialog";

type Kind = "route" | "manifest";

export type OrderTimelinesProps = {
  orderCode: string;
  /** GET /afbase/cargoTracking?numbers=<order code> (the page caches it). */
  load: (orderCode: string) => Promise<CargoTrackingAnswer>;
  /** Stories: the two choices shown at first. */
  initialOpen?: boolean;
};

/** The order itself in a tracking answer (its code names it), or null when none was found. */
export function trackedOrderOf(
  answer: CargoTrackingAnswer,
  orderCode: string,
): TrackedOrder | null {
  const orders = answer.flatMap((r) => r.orders);
  return orders.find((o) => o.orderCode === orderCode) ?? null;
}

/**
 * The order page's way to the two timeline dialogs (seed 000 §2.4): one button whose two choices
 * load the order's tracking (once) and open the route track or the manifest detail dialog.
 */
export function OrderTimelines({ orderCode, load, initialOpen = false }: OrderTimelinesProps) {
  const t = useT(cargoTrackingMessages);
  const [open, setOpen] = React.useState(initialOpen);
  const [busy, setBusy] = React.useState<Kind | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [dialog, setDialog] = React.useState<Kind | null>(null);
  const [order, setOrder] = React.useState<TrackedOrder | null | undefined>(undefined);
  const menuId = React.useId();
  // Escape closes the two choices.
  React.useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const choose = async (kind: Kind) => {
    setError(null);
    if (order === undefined) {
      setBusy(kind);
      try {
        setOrder(trackedOrderOf(await load(orderCode), orderCode));
      } catch {
        setError(t("failed"));
        return;
      } finally {
        setBusy(null);
      }
    }
    setOpen(false);
    setDialog(kind);
  };

  const view = order?.view ?? "AF";
  const kind = view.startsWith("S") ? "sea" : view.startsWith("A") ? "air" : "road";
  const number = order?.awbNumber || order?.mlbNumber || orderCode;
  const close = (next: boolean) => {
    if (!next) setDialog(null);
  };
  return (
    <div data-slot="order-timelines" className="relative inline-block">
      <Button
        variant="outline"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        {t("timelines")}
        <span aria-hidden="true" className="text-xs">
          ▾
        </span>
      </Button>
      {open ? (
        <div
          id={menuId}
          className="absolute right-0 z-20 mt-1 flex min-w-40 flex-col rounded-md border border-neutral-200 bg-white p-1 shadow-lg"
        >
          {(["route", "manifest"] as const).map((k) => (
            <Button
              key={k}
              variant="ghost"
              className="justify-start"
              loading={busy === k}
              disabled={busy !== null}
              onClick={() => void choose(k)}
            >
              {t(k === "route" ? "routeTrack" : "manifestDetail")}
            </Button>
          ))}
          {error ? (
            <p role="alert" className="px-2.5 py-1 text-xs text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
      {dialog === "route" ? (
        <RouteTrackDialog
          open
          onOpenChange={close}
          number={number}
          legs={order?.legs ?? []}
          events={order?.routeTracks ?? []}
          kind={kind}
        />
      ) : null}
      {dialog === "manifest" ? (
        <ManifestDialog
          open
          onOpenChange={close}
          number={number}
          manifestList={order?.manifestList ?? []}
          trackManifest={order?.trackManifest ?? []}
          variant={view === "AI" ? "import" : "export"}
        />
      ) : null}
    </div>
  );
}
