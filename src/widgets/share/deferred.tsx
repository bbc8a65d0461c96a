import * as React from "react";
import type * as Sections from "./sections";

/**
 * Code that the first paint does not need, split off the share page's first load: each view
 * (an air link never needs the sea view), the section bodies below the order info, and the QR
 * encoder. The page starts loading what its link needs together with the order's data; until
 * a part arrives its spot keeps a reserved size, so nothing shifts. Once loaded (or preloaded,
 * as stories do) the parts render synchronously.
 */
type Loaders = {
  sections: () => Promise<typeof Sections>;
  qr: () => Promise<typeof import("qrcode.react")>;
  air: () => Promise<typeof import("./AirView")>;
  sea: () => Promise<typeof import("./SeaView")>;
  road: () => Promise<typeof import("./LcView")>;
};

const LOADERS: Loaders = {
  sections: () => import("./sections"),
  qr: () => import("qrcode.react"),
  air: () => import("./AirView"),
  sea: () => import("./SeaView"),
  road: () => import("./LcView"),
};

type Part = keyof Loaders;
type Loaded = { [K in Part]: Awaited<ReturnType<Loaders[K]>> };

const loaded: Partial<Loaded> = {};
const pending: Partial<Record<Part, Promise<unknown>>> = {};

export function loadPart<K extends Part>(part: K): Promise<Loaded[K]> {
  pending[part] ??= LOADERS[part]().then((m) => {
    (loaded as Record<Part, unknown>)[part] = m;
    return m;
  });
  return pending[part] as Promise<Loaded[K]>;
}

/** Loads every deferred part (stories, tests). */
export async function loadShareWidgets(): Promise<void> {
  await Promise.all((Object.keys(LOADERS) as Part[]).map((part) => loadPart(part)));
}

function deferred<K extends Part, P extends object>(
  part: K,
  pick: (m: Loaded[K]) => React.ComponentType<P>,
  fallback: React.ReactNode,
  name: string,
) {
  const Lazy = React.lazy(async () => ({ default: pick(await loadPart(part)) }));
  function Deferred(props: P) {
    const module = loaded[part] as Loaded[K] | undefined;
    if (module) {
      const Ready = pick(module);
      return <Ready {...props} />;
    }
    return (
      <React.Suspense fallback={fallback}>
        <Lazy {...props} />
      </React.Suspense>
    );
  }
  Deferred.displayName = `Deferred(${name})`;
  return Deferred;
}

const box = (className: string) => <div className={className} aria-hidden="true" />;

type SectionModule = typeof Sections;
function section<N extends keyof SectionModule>(name: N, fallbackClass: string) {
  type Props = React.ComponentProps<SectionModule[N]>;
  return deferred(
    "sections",
    (m) => m[name] as React.ComponentType<Props>,
    box(fallbackClass),
    name,
  );
}

export const TrackTimeline = section("TrackTimeline", "min-h-40");
export const RouteTable = section("RouteTable", "min-h-40");
export const ManifestTable = section("ManifestTable", "min-h-40");
export const WeighingTable = section("WeighingTable", "min-h-24");
export const FileList = section("FileList", "min-h-16");
export const PhotoCarousel = section(
  "PhotoCarousel",
  "aspect-[3/2] w-full rounded-md bg-neutral-100",
);

export const QRCodeSVG = deferred(
  "qr",
  (m) => m.QRCodeSVG,
  box("size-[90px] bg-neutral-100"),
  "QR",
);

const viewFallback = (
  <div className="min-h-dvh" aria-hidden="true">
    <div className="h-64 rounded-lg border border-neutral-200 bg-white" />
  </div>
);
export const AirView = deferred("air", (m) => m.AirView, viewFallback, "AirView");
export const SeaView = deferred("sea", (m) => m.SeaView, viewFallback, "SeaView");
export const LcView = deferred("road", (m) => m.LcView, viewFallback, "LcView");
