import { type AirportPage, LOOKUP_PATHS, type LookupQuery } from "../contract/lookup";
import { api } from "./client";

export const fetchAirports = (query: LookupQuery, signal?: AbortSignal) =>
  api.get<AirportPage>(LOOKUP_PATHS.airports, { query, silent: true, signal });
