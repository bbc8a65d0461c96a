import type { AnyEndpoint } from "./endpoint";
import { HRS_NOTICE } from "./hrs-notice";

/**
 * Every feature whose calls are declared as contract entries (decision 0068), by feature name.
 * The server derives its permission table from these (server/http/requires.ts);
 * tests/unit/endpoints.test.ts holds the features not converted yet.
 */
export const ENDPOINT_GROUPS: Record<string, Record<string, AnyEndpoint>> = {
  "hrs-notice": HRS_NOTICE,
};

export const ENDPOINTS: AnyEndpoint[] = Object.values(ENDPOINT_GROUPS).flatMap((group) =>
  Object.values(group),
);
