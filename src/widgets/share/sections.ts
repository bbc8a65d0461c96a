/**
 * The section bodies below the order info. The share entry loads them as one chunk alongside
 * the order's data (see deferred.tsx); stories and tests import the widgets directly.
 */

export { ManifestDialog } from "../../ui/track/manifest-dialog";
export { ManifestRemarks } from "../../ui/track/manifest-remarks";
export { ManifestTable } from "../../ui/track/manifest-table";
export { RouteTable } from "../../ui/track/route-table";
export { RouteTrackDialog } from "../../ui/track/route-track-dialog";
export { TrackTimeline } from "../../ui/track/track-timeline";
export { FileList } from "./FileList";
export { PhotoCarousel } from "./PhotoCarousel";
export { WeighingTable } from "./WeighingTable";
