import { CARGO_TRACKING_PATH, type CargoTrackingAnswer } from "../contract/cargo-tracking";
import { api } from "./client";

export const fetchCargoTracking = (numbers: readonly string[], signal?: AbortSignal) =>
  api.get<CargoTrackingAnswer>(CARGO_TRACKING_PATH, {
    query: { numbers: numbers.join(",") },
    silent: true,
    signal,
  });
