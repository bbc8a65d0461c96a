import type * as React from "react";
import { lazyComponent, lazyModule } from "../../ui/lazy";
import type * as Sections from "./sections";

/**
 * Code that the share page's first paint does not need: the section bodies below the order info
 * and the QR encoder (the views themselves are in views.tsx). The page starts loading what its
 * link needs together with the order's data; until a part arrives its spot keeps a reserved
 * size, so nothing shifts. Once loaded (or preloaded, as stories do) the parts render at once.
 */
export const sectionsModule = lazyModule(() => import("./sections"));
export const qrModule = lazyModule(() => import("qrcode.react"));

const box = (className: string) => <div className={className} aria-hidden="true" />;

type SectionModule = typeof Sections;
function section<N extends keyof SectionModule>(name: N, fallbackClass: string) {
  type Props = React.ComponentProps<SectionModule[N]>;
  return lazyComponent(sectionsModule, (m) => m[name] as React.ComponentType<Props>, {
    fallback: box(fallbackClass),
    name,
  });
}

export const TrackTimeline = section("TrackTimeline", "min-h-40");
export const RouteTable = section("RouteTable", "min-h-40");
export const ManifestTable = section("ManifestTable", "min-h-40");
export const ManifestRemarks = section("ManifestRemarks", "min-h-16");
export const RouteTrackDialog = section("RouteTrackDialog", "hidden");
export const ManifestDialog = section("ManifestDialog", "hidden");
export const WeighingTable = section("WeighingTable", "min-h-24");
export const FileList = section("FileList", "min-h-16");
export const PhotoCarousel = section(
  "PhotoCarousel",
  "aspect-[3/2] w-full rounded-md bg-neutral-100",
);

export const QRCodeSVG = lazyComponent(qrModule, (m) => m.QRCodeSVG, {
  fallback: box("size-[90px] bg-neutral-100"),
  name: "QR",
});
