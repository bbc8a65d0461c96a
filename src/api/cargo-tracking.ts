import { CARGO_TRACKING } from "../contract/cargo-tracking";
import { call } from "./call";

export const fetchCargoTracking = (numbers: readonly string[], signal?: AbortSignal) =>
  call(CARGO_TRACKING.track, { query: { numbers: numbers.join(",") } }, { silent: true, signal });
