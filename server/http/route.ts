import type { Context, Hono, MiddlewareHandler } from "hono";
import type { AnyEndpoint, ValidInput } from "../../src/contract/endpoint.ts";
import { check, readJson } from "./body.ts";
import type { AppEnv } from "./types.ts";

export type EndpointHandler<E extends AnyEndpoint> = (
  c: Context<AppEnv>,
  input: ValidInput<E>,
) => Response | Promise<Response>;

/**
 * Registers the route of a contract entry (decision 0068): its method and path, the given
 * middleware (rate limits, body limits), then the entry's schemas — the query text first, then
 * the JSON body (415 for another type, 400 with the schema's message) — and the handler with
 * what passed. Who may call it is the entry's `permission`, checked before any route
 * (server/http/requires.ts derives its table from the entries).
 *
 * Register converted features on an app mounted at "/" (`app.route("/", xRoutes(deps))`): the
 * entry's path is the whole path.
 */
export function route<E extends AnyEndpoint>(
  app: Hono<AppEnv>,
  entry: E,
  ...rest: [...MiddlewareHandler<AppEnv>[], EndpointHandler<E>]
): Hono<AppEnv> {
  const handler = rest.at(-1) as EndpointHandler<E>;
  const middleware = rest.slice(0, -1) as MiddlewareHandler<AppEnv>[];
  const answer: MiddlewareHandler<AppEnv> = async (c) => {
    const query = entry.query ? check(entry.query, c.req.query()) : {};
    const body = entry.body ? await readJson(c, entry.body) : undefined;
    const input = { params: c.req.param(), query, body } as ValidInput<E>;
    return handler(c, input);
  };
  const handlers = [...middleware, answer] as [MiddlewareHandler<AppEnv>];
  app.on(entry.method, entry.path, ...handlers);
  return app;
}
