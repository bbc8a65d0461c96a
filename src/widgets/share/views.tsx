import { lazyComponent, lazyModule } from "../../ui/lazy";
import { qrModule, sectionsModule } from "./deferred";

/** Each share view in its own chunk: an air link never needs the sea view. */
export const viewModules = {
  air: lazyModule(() => import("./AirView")),
  sea: lazyModule(() => import("./SeaView")),
  road: lazyModule(() => import("./LcView")),
};

const viewFallback = (
  <div className="min-h-dvh" aria-hidden="true">
    <div className="h-64 rounded-lg border border-neutral-200 bg-white" />
  </div>
);
export const AirView = lazyComponent(viewModules.air, (m) => m.AirView, {
  fallback: viewFallback,
  name: "AirView",
});
export const SeaView = lazyComponent(viewModules.sea, (m) => m.SeaView, {
  fallback: viewFallback,
  name: "SeaView",
});
export const LcView = lazyComponent(viewModules.road, (m) => m.LcView, {
  fallback: viewFallback,
  name: "LcView",
});

/** Every deferred part of the share page: its first load asks for what its link needs. */
export const shareParts = { ...viewModules, sections: sectionsModule, qr: qrModule };
export type SharePart = keyof typeof shareParts;

export function loadPart(part: SharePart): Promise<unknown> {
  return shareParts[part].load();
}

/** Loads every deferred part (stories, tests). */
export async function loadShareWidgets(): Promise<void> {
  await Promise.all(Object.values(shareParts).map((m) => m.load()));
}
