import type { Context, Hono, MiddlewareHandler } from "hono";
import type { AnyEndpoint, ValidInput } from "../../src/contract/endpoint.ts";
import { ApiError, MESSAGES } from "../envelope.ts";
import { check, readJson } from "./body.ts";
import type { AppEnv } from "./types.ts";

export type EndpointHandler<E extends AnyEndpoint> = (
  c: Context<AppEnv>,
  input: ValidInput<E>,
) => Response | Promise<Response>;

/**
 * Registers the route of a contract entry (decision 0068): its method and path, the given
 * middleware (rate limits, body limits, locks), then the entry's schemas — the query text first,
 * then the JSON body (415 for another type, 400 with the schema's message) or an upload's form —
 * and the handler with what passed. Who may call it is the entry's `permission`, checked before any route
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
    const form = entry.upload ? await readForm(c) : {};
    const input = { params: c.req.param(), query, body, form } as ValidInput<E>;
    return handler(c, input);
  };
  const handlers = [...middleware, answer] as [MiddlewareHandler<AppEnv>];
  app.on(entry.method, entry.path, ...handlers);
  return app;
}

/** An upload's form: 415 for another content type, 400 for a form that does not parse. */
async function readForm(c: Context<AppEnv>): Promise<Record<string, string | File>> {
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  if (!type.startsWith("multipart/form-data")) throw new ApiError(415, MESSAGES.unsupportedType);
  const form = await c.req.parseBody().catch((error: unknown) => {
    // The edge's own refusal (bad characters, a bad file name) keeps its message.
    throw error instanceof ApiError ? error : new ApiError(400, MESSAGES.badRequest);
  });
  return form as Record<string, string | File>;
}
