import type { MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { endpointKey, type Permission } from "../../src/contract/endpoint.ts";
import { ENDPOINTS } from "../../src/contract/endpoints.ts";
import { ORDER_ROUTES, type OrderAction, orderButton } from "../../src/domain/order.ts";
import type { BusinessScope } from "../../src/domain/scope.ts";
import { roleGrants } from "../auth/auth-cache.ts";
import type { Queryable } from "../db/client.ts";
import { ApiError, MESSAGES } from "../envelope.ts";
import type { AppEnv } from "./types.ts";

/**
 * What an API call needs beyond a valid token (src/contract/endpoint.ts). Calls open to any
 * signed-in user still answer only the caller's own organisation's (or own person's) rows; each
 * route does that itself.
 */
export type Requirement = Permission;

/** The air-export order menu: waybills, the order lookups and the cc lists of order mail. */
const AF_ORDER = "menu:/af_order";
/** Changing air-export orders and their house waybills (migration 022, decision 0054). */
const AF_ORDER_EDIT = "button:af_order_edit";
const SHARE_LINKS = "menu:/order_share_links";
/** Administration of users (SSO tickets for another user, and the HRS user calls). */
export const HRS_USER = "menu:/hrs_user";

/**
 * The calls of the features not yet declared as contract entries (decision 0068), by method and
 * the path as the app registers it, and what each needs. It only shrinks: a converted feature's
 * calls carry their permission in their entry (tests/unit/endpoints.test.ts).
 */
export const HAND_REQUIRES: Record<string, Requirement> = {
  // Session
  "POST /auth/switchLogin": "signed-in",
  "DELETE /auth/token/logout": "signed-in",
  "POST /api/batch": "signed-in",
  // The shell: the caller's own menus, buttons, organisations, language, records and messages
  "GET /hrs/permission": "signed-in",
  "GET /hrs/permission/getAllPermissionAndHave": "signed-in",
  "GET /hrs/permission/getButtonInfo": "signed-in",
  "GET /hrs/permission/:permissionId{[0-9]+}": "signed-in",
  "GET /hrs/org/getMyOrgList": "signed-in",
  "GET /hrs/language/pages": "signed-in",
  "POST /hrs/userAccessRecord/recordMenu": "signed-in",
  "GET /prm/api/toDo": "signed-in",
  "GET /prm/api/haveMessage": "signed-in",
  "POST /prm/api/readMessage": "signed-in",
  // Chat (docs/chat.md): each call checks the flag, the grant and the deployment itself, and
  // answers only the caller's own topics with the caller's own contacts
  "GET /api-uc/saas/customer/service/perm/:id": "signed-in",
  "GET /api-yc/api/supplier/yctop/api/query/supplier/service/:id": "signed-in",
  "POST /api-uc/yxim/query/unread/message/count": "signed-in",
  "GET /api-uc/yxim/user": "signed-in",
  "GET /im/topics": "signed-in",
  "POST /im/messages": "signed-in",
  "GET /im/messages": "signed-in",
  "GET /im/messages/since": "signed-in",
  "POST /im/read": "signed-in",
  "POST /im/files": "signed-in",
  "GET /im/files/:fileId": "signed-in",
  // Personal settings: the caller's own person and the option lists of the dialog
  "POST /hrs/user/resetPassword": "signed-in",
  "GET /hrs/user/paramText": "signed-in",
  "PUT /hrs/user/paramText": "signed-in",
  "GET /hrs/user/selectParamTexts": "signed-in",
  "GET /hrs/user/getHrsUserExtend": "signed-in",
  "GET /hrs/user/:userId{[0-9]+}": "signed-in",
  "PUT /hrs/user/editPersonal": "signed-in",
  "POST /hrs/user/checkEmail": "signed-in",
  "GET /hrs/org/listCategory/:category": "signed-in",
  "GET /afbase/category/modelCategory": "signed-in",
  "GET /afbase/aeArrival/getWarehouseIds": "signed-in",
  "GET /afbase/warehouse/getWarehouse/:types/AI": "signed-in",
  // The organisation's staff list with e-mail addresses (personal settings' cc lists)
  "GET /hrs/dept/selectUser": AF_ORDER,
  // Air-export orders and their house waybills
  "GET /afbase/order/checkOrderExist": "scope:menu",
  "GET /afbase/hawbInfo/list": AF_ORDER,
  "GET /afbase/hawbInfo/fromOrder": AF_ORDER,
  "GET /afbase/hawbInfo/ofOrder": AF_ORDER,
  "GET /afbase/hawbInfo/:id": AF_ORDER,
  // Saving a house waybill is a change to the air-export order's documents (decision 0054).
  "POST /afbase/hawbInfo": AF_ORDER_EDIT,
  "PUT /afbase/hawbInfo/:id": AF_ORDER_EDIT,
  "GET /afbase/airport/searchCountryByEnName/:name": AF_ORDER,
  "POST /afbase/address/recognize": AF_ORDER,
  // Order share links
  "GET /afbase/orderShare/orders": SHARE_LINKS,
  "GET /afbase/orderShare/links": SHARE_LINKS,
  "POST /afbase/orderShare/links": SHARE_LINKS,
  "DELETE /afbase/orderShare/links/:id": SHARE_LINKS,
  // Administration (issue 20)
  "POST /hrs/org/createSsoTicket": HRS_USER,
  // The order workspace (issue 19): the order's own scope's menu or button, checked by the route
  // once the scope is known (requireScope); the table's gate lets through a role holding it for
  // any scope. Reads need the menu; every change to an order, its tracks or files `scope:edit`
  // (creating one: `scope:add` here, and the route checks the scope's `edit` too).
  "GET /afbase/order/page": "scope:menu",
  "POST /afbase/order": "scope:add",
  "POST /afbase/order/export": "scope:export",
  "GET /afbase/order/:uuid{[0-9a-fA-F-]{36}}": "scope:menu",
  "PUT /afbase/order/:uuid{[0-9a-fA-F-]{36}}": "scope:edit",
  "POST /afbase/order/:uuid{[0-9a-fA-F-]{36}}/lock": "scope:lock",
  "GET /afbase/order/:uuid{[0-9a-fA-F-]{36}}/tracks": "scope:menu",
  "GET /afbase/order/:uuid{[0-9a-fA-F-]{36}}/documents": "scope:menu",
  "PUT /afbase/order/:uuid{[0-9a-fA-F-]{36}}/tracks": "scope:edit",
  "POST /afbase/order/:uuid{[0-9a-fA-F-]{36}}/unlockApply": "scope:unlock",
  "POST /afbase/order/:uuid{[0-9a-fA-F-]{36}}/files": "scope:edit",
  "GET /afbase/order/:uuid{[0-9a-fA-F-]{36}}/files/:fileId": "scope:menu",
  "DELETE /afbase/order/:uuid{[0-9a-fA-F-]{36}}/files/:fileId": "scope:edit",
  "GET /prm/ics/approval/order/setting/org": "scope:menu",
  // An approval is addressed to one approver: the route answers only the caller's own, and
  // checks the approve button of the order's scope.
  "POST /prm/api/approval/:id{[0-9]+}/approve": "scope:approve",
  "POST /prm/api/approval/:id{[0-9]+}/reject": "scope:approve",
};

/**
 * Every protected API call, by method and the path as the app registers it, and what it needs:
 * the contract entries' permissions and the hand table of the features not converted yet.
 * A protected call missing here answers 403 (fail closed); tests/server/permissions.test.ts
 * fails on any registered call without an entry, and `npm run permissions-doc` writes this
 * table to docs/permissions.md.
 */
export const REQUIRES: Record<string, Requirement> = {
  ...HAND_REQUIRES,
  // A public entry needs no token at all: it is in server/http/public-paths.ts, not here.
  ...Object.fromEntries(
    ENDPOINTS.filter((entry) => entry.permission !== "public").map((entry) => [
      endpointKey(entry),
      entry.permission,
    ]),
  ),
};

/** True when the role holds what the requirement names. */
export async function roleMeets(
  q: Queryable,
  roleId: number | null,
  requirement: Requirement,
): Promise<boolean> {
  if (requirement === "signed-in" || requirement === "public") return true;
  if (roleId === null) return false;
  if (requirement.startsWith("scope:")) {
    const action = requirement.slice("scope:".length) as OrderAction | "menu";
    for (const scope of Object.keys(ORDER_ROUTES) as BusinessScope[]) {
      if (await scopeMeets(q, roleId, scope, action)) return true;
    }
    return false;
  }
  const [kind, ...rest] = requirement.split(":");
  const value = rest.join(":");
  const grants = await roleGrants(q, roleId);
  return kind === "menu" ? grants.menus.has(value) : grants.buttons.has(value);
}

/** The key of REQUIRES for the route that will answer this request, if one matches. */
export function routeKey(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string | null {
  const method = c.req.method === "HEAD" ? "GET" : c.req.method;
  // Wildcards are the static files' and the 404's catch-alls, never an API call.
  const route = matchedRoutes(c).find((r) => r.method === method && !r.path.endsWith("*"));
  return route ? `${method} ${route.path}` : null;
}

/**
 * After the bearer check: throws the 403 of the catalogue unless the caller's role meets the
 * call's requirement in REQUIRES. A request no route answers is left to the app's 404.
 */
export async function assertRequirement(
  q: Queryable,
  c: Parameters<MiddlewareHandler<AppEnv>>[0],
): Promise<void> {
  const key = routeKey(c);
  if (key === null) return;
  const requirement = REQUIRES[key];
  if (!requirement || !(await roleMeets(q, c.get("auth").roleId, requirement))) {
    throw new ApiError(403, MESSAGES.forbidden);
  }
}

/** The business scopes in which the role holds the order menu and the action's button. */
export async function scopesMeeting(
  q: Queryable,
  roleId: number | null,
  action: OrderAction,
): Promise<BusinessScope[]> {
  const scopes: BusinessScope[] = [];
  for (const scope of Object.keys(ORDER_ROUTES) as BusinessScope[]) {
    if (await scopeMeets(q, roleId, scope, action)) scopes.push(scope);
  }
  return scopes;
}

/** The menu of the scope's order list, and for an action also its button. */
async function scopeMeets(
  q: Queryable,
  roleId: number | null,
  scope: BusinessScope,
  action: OrderAction | "menu",
): Promise<boolean> {
  if (!(await roleMeets(q, roleId, `menu:${ORDER_ROUTES[scope]}`))) return false;
  return action === "menu" || roleMeets(q, roleId, `button:${orderButton(scope, action)}`);
}

/**
 * For the order workspace's calls (requirement `scope:…`): throws the catalogue's 403 unless the
 * role holds the scope's order menu and, for an action, the scope's button for it.
 */
export async function requireScope(
  q: Queryable,
  roleId: number | null,
  scope: BusinessScope,
  action: OrderAction | "menu",
): Promise<void> {
  if (!(await scopeMeets(q, roleId, scope, action))) throw new ApiError(403, MESSAGES.forbidden);
}
