/**
 * The section bodies below the order info. The share entry loads them as one chunk alongside
 * the order's data (see deferred.tsx); stories and tests import the widgets directly.
 */

export { ManifestDialog } from "../cargo-tracking/ManifestDialog";
export { RouteTrackDialog } from "../cargo-tracking/RouteTrackDialog";
export { FileList } from "./FileList";
export { ManifestRemarks } from "./ManifestRemarks";
export { ManifestTable } from "./ManifestTable";
export { PhotoCarousel } from "./PhotoCarousel";
export { RouteTable } from "./RouteTable";
export { TrackTimeline } from "./TrackTimeline";
export { WeighingTable } from "./WeighingTable";
