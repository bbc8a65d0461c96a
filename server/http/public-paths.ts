import { pathPattern } from "../../src/contract/endpoint.ts";
import { ENDPOINTS } from "../../src/contract/endpoints.ts";

/**
 * API calls that need no login; everything else under an API prefix needs a bearer token. The
 * contract entries with `permission: "public"` (decision 0068), and the features not converted
 * yet by hand.
 */
const PUBLIC: RegExp[] = [
  ...ENDPOINTS.filter((entry) => entry.permission === "public").map((e) => pathPattern(e.path)),
  /^\/auth\/oauth\/token$/,
  /^\/hrs\/org\/sourceLoginOfEf$/,
  /^\/afbase\/external\//,
  /^\/sc\/external\//,
];

export function isPublicApi(pathname: string): boolean {
  return PUBLIC.some((re) => re.test(pathname));
}
