import { CARGO_TRACKING } from "./cargo-tracking";
import { DASHBOARD } from "./dashboard";
import type { AnyEndpoint } from "./endpoint";
import { INVESTIGATE } from "./help";
import { HOT_MENU } from "./hot-menu";
import { HRS_NOTICE } from "./hrs-notice";
import { HRS_ORG } from "./hrs-org";
import { HRS_USER } from "./hrs-user";
import { INQUIRY_ENDPOINTS } from "./inquiry";
import { LOOKUP_ENDPOINTS } from "./lookup";
import { REPORT } from "./report";
import { TARIFF } from "./tariff";
import { TENANT } from "./tenant";

/**
 * Every feature whose calls are declared as contract entries (decision 0068), by feature name.
 * The server derives its permission table from these (server/http/requires.ts);
 * tests/unit/endpoints.test.ts holds the features not converted yet.
 */
export const ENDPOINT_GROUPS: Record<string, Record<string, AnyEndpoint>> = {
  "hrs-notice": HRS_NOTICE,
  help: INVESTIGATE,
  report: REPORT,
  lookup: LOOKUP_ENDPOINTS,
  tariff: TARIFF,
  inquiry: INQUIRY_ENDPOINTS,
  "cargo-tracking": CARGO_TRACKING,
  dashboard: DASHBOARD,
  "hot-menu": HOT_MENU,
  "hrs-org": HRS_ORG,
  "hrs-user": HRS_USER,
  tenant: TENANT,
};

export const ENDPOINTS: AnyEndpoint[] = Object.values(ENDPOINT_GROUPS).flatMap((group) =>
  Object.values(group),
);
