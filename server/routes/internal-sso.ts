import { Hono } from "hono";
import { LOGIN_MESSAGES, parseLoginName } from "../../src/domain/login.ts";
import { createSsoTicket, findSsoTarget } from "../auth/sso.ts";
import { ApiError, fail, MESSAGES, ok } from "../envelope.ts";
import { limitBody, readJson } from "../http/body.ts";
import type { AppEnv, Deps } from "../http/types.ts";
import { SSO_TICKET_BODY } from "./org.ts";

/**
 * POST /__internal/sso-tickets, for `npm run sso-ticket`: a ticket for any member, asked by an
 * operator on the server's machine (mountInternal checks loopback and the data dir's secret).
 */
export function ssoTicketInternalRoutes({ db }: Deps) {
  return new Hono<AppEnv>().post("/sso-tickets", limitBody(), async (c) => {
    const { username } = await readJson(c, SSO_TICKET_BODY);
    const name = parseLoginName(username);
    if (!name) throw new ApiError(400, LOGIN_MESSAGES.usernameFormat);
    const found = await findSsoTarget(db, name);
    if (!found.ok) {
      return fail(c, found.reason === "no-role" ? MESSAGES.noRole : MESSAGES.userNotFound);
    }
    return ok(c, await createSsoTicket(db, found.target, null));
  });
}
