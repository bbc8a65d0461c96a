import { randomUUID } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import { isApiPath } from "../src/api/prefixes.ts";
import { resolveSession } from "./auth/sessions.ts";
import { ApiError, failStatus, MESSAGES } from "./http/envelope.ts";
import { isPublicApi } from "./http/public-paths.ts";
import { mountStatic } from "./http/static.ts";
import type { AppEnv, Deps } from "./http/types.ts";
import { authRoutes } from "./routes/auth.ts";
import { permissionRoutes } from "./routes/permission.ts";

function clientAddress(c: Parameters<typeof getConnInfo>[0], trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket
    return c.req.header("x-test-client") ?? "local";
  }
}

export function createApp(deps: Deps) {
  const { db, config, log } = deps;
  const app = new Hono<AppEnv>();

  app.use("*", async (c, next) => {
    const started = performance.now();
    c.set("requestId", randomUUID());
    c.set("clientAddress", clientAddress(c, config.trustProxy));
    await next();
    if (config.logRequests) {
      // Path only: query strings carry share tokens and must not reach the logs.
      log.info("request", {
        id: c.get("requestId"),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        user: c.get("auth")?.userId,
      });
    }
  });

  app.use(
    "*",
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
      crossOriginEmbedderPolicy: false,
    }),
  );

  // Bearer check for every API call that is not public.
  app.use("*", async (c, next) => {
    const pathname = c.req.path;
    if (!isApiPath(pathname) || isPublicApi(pathname)) return next();
    const header = c.req.header("authorization") ?? "";
    const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header);
    const auth = match?.[1] ? await resolveSession(db, config, match[1]) : null;
    if (!auth) throw new ApiError(401, MESSAGES.unauthorized);
    if (auth.roleId === null) throw new ApiError(401, MESSAGES.noRole);
    c.set("auth", auth);
    return next();
  });

  app.route("/auth", authRoutes(deps));
  app.route("/hrs/permission", permissionRoutes(deps));

  // Unknown API paths answer 404 in the envelope, never the app's index.html.
  app.all("*", async (c, next) => {
    if (isApiPath(c.req.path)) throw new ApiError(404, MESSAGES.notFound);
    return next();
  });

  if (config.staticDir) mountStatic(app, config.staticDir);

  app.notFound((c) => failStatus(c, 404, MESSAGES.notFound));

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return failStatus(c, error.status, error.message);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return failStatus(c, error.status, MESSAGES.badRequest);
    }
    log.error("unhandled", {
      id: c.get("requestId"),
      path: c.req.path,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return failStatus(c, 500, MESSAGES.serverError);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
