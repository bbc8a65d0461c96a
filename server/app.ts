import { randomUUID } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import { BATCH_PATH } from "../src/contract/batch.ts";
import { isApiPath } from "../src/contract/prefixes.ts";
import { SHARE_VIEWS } from "../src/domain/scope.ts";
import { SHARE_MESSAGES } from "../src/domain/share-link.ts";
import { resolveSession } from "./auth/sessions.ts";
import { ApiError, failStatus, MESSAGES } from "./envelope.ts";
import { cleanInput } from "./http/clean-input.ts";
import { inlineScriptSources } from "./http/inline-scripts.ts";
import { mountInternal } from "./http/internal.ts";
import { isPublicApi } from "./http/public-paths.ts";
import { assertRequirement } from "./http/requires.ts";
import { mountStatic } from "./http/static.ts";
import type { AppEnv, Deps } from "./http/types.ts";
import { accessRecordRoutes, activeIndexRoutes, hotMenuRoutes } from "./routes/access-record.ts";
import { addressRoutes, airportRoutes } from "./routes/address.ts";
import { authRoutes } from "./routes/auth.ts";
import { batchRoutes } from "./routes/batch.ts";
import { cargoTrackingRoutes } from "./routes/cargo-tracking.ts";
import { chatRoutes } from "./routes/chat.ts";
import { helpDocRoutes, noticeRoutes, userGuideRoutes } from "./routes/dashboard.ts";
import { publicRateWait, resolveShare } from "./routes/external/access.ts";
import { shareLinkInternalRoutes } from "./routes/external/internal-links.ts";
import { afExternalRoutes, scExternalRoutes } from "./routes/external/public.ts";
import { orderShareRoutes } from "./routes/external/staff.ts";
import { investigateRoutes } from "./routes/help.ts";
import { hrsNoticeRoutes } from "./routes/hrs-notice.ts";
import { hrsOrgRoutes, hrsVersionRoutes, hrsWorkgroupRoutes } from "./routes/hrs-org.ts";
import {
  auditOrgSwitches,
  auditSignIns,
  hrsDeptRoutes,
  hrsLogRoutes,
  hrsPermissionMatrixRoutes,
  hrsRoleRoutes,
  hrsUserRoutes,
} from "./routes/hrs-user.ts";
import { inquiryRoutes } from "./routes/inquiry.ts";
import { createOrgInternalRoutes } from "./routes/internal-orgs.ts";
import { ssoTicketInternalRoutes } from "./routes/internal-sso.ts";
import { invitationRoutes } from "./routes/invitations.ts";
import { languageRoutes } from "./routes/language.ts";
import {
  airportLookupRoutes,
  carrierLookupRoutes,
  flightLookupRoutes,
  portLookupRoutes,
  publicRateLookupRoutes,
  shipCompanyLookupRoutes,
  tactLookupRoutes,
} from "./routes/lookup.ts";
import { approvalDecisionRoutes, approvalRoutes, orderRoutes } from "./routes/order.ts";
import { orgRoutes } from "./routes/org.ts";
import { permissionRoutes } from "./routes/permission.ts";
import { personalSettingsRoutes } from "./routes/personal-settings/index.ts";
import { prmApiRoutes } from "./routes/prm-api.ts";
import { mountQuotePage, quoteConfigRoutes } from "./routes/quote-page.ts";
import { referenceJsonRoutes } from "./routes/reference-json.ts";
import { reportRoutes } from "./routes/report.ts";
import { statisticsRoutes } from "./routes/statistics.ts";
import { tariffRoutes } from "./routes/tariff.ts";
import { setPasswordRoutes } from "./routes/tenant.ts";
import { userRoutes } from "./routes/user.ts";
import { versionFileRoutes } from "./routes/version-file.ts";
import { hawbInfoRoutes, orderCheckRoutes } from "./routes/waybill.ts";

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

/** A request body cut off by the client (the socket closed mid-body). */
function clientAborted(request: Request, error: unknown): boolean {
  if (request.signal?.aborted) return true;
  const e = error as { code?: string; message?: string } | null;
  return (
    e?.code === "ECONNRESET" || e?.code === "ERR_STREAM_PREMATURE_CLOSE" || e?.message === "aborted"
  );
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
        // The built pages' own inline scripts, by hash (server/http/inline-scripts.ts).
        scriptSrc: ["'self'", ...inlineScriptSources(config.staticDir)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        connectSrc: ["'self'"],
        // An external quote page (QUOTE_URL) is the one other origin /panelSearch may frame.
        frameSrc: [
          "'self'",
          ...(config.quoteUrl?.startsWith("http") ? [new URL(config.quoteUrl).origin] : []),
        ],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
      crossOriginEmbedderPolicy: false,
      // Sent below, and only over HTTPS: over plain HTTP the header is meaningless (RFC 6797 §7.2).
      strictTransportSecurity: false,
    }),
  );

  app.use("*", async (c, next) => {
    await next();
    const forwarded = config.trustProxy
      ? c.req.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase()
      : undefined;
    if ((forwarded ?? new URL(c.req.url).protocol.replace(":", "")) === "https") {
      c.header("Strict-Transport-Security", "max-age=15552000; includeSubDomains");
    }
    // API answers are never stored: some URLs carry a share token, and every answer is personal.
    // A handler that chose its own caching (an attachment's private max-age) keeps it.
    if (isApiPath(c.req.path) && !c.res.headers.get("Cache-Control")) {
      c.header("Cache-Control", "no-store");
    }
  });

  // NUL bytes and lone surrogates: 400 at the edge, for the path, the query and every body.
  app.use("*", cleanInput());

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
    // What the call needs beyond the token: server/http/requires.ts (docs/permissions.md).
    await assertRequirement(db, c);
    return next();
  });

  // Sign-ins and organisation switches reach the audit log (GET /hrs/log/page).
  app.use("/auth/oauth/token", auditSignIns(deps));
  app.use("/auth/switchLogin", auditOrgSwitches(deps));
  app.route("/auth", authRoutes(deps));
  app.route("/", invitationRoutes(deps));
  // Each call of a batch runs through this same app, middleware and all.
  app.route(
    BATCH_PATH,
    batchRoutes((request, env) => Promise.resolve(app.fetch(request, env))),
  );
  app.route("/afbase/external", afExternalRoutes(deps));
  app.route("/sc/external", scExternalRoutes(deps));
  app.route("/afbase/orderShare", orderShareRoutes(deps));
  mountInternal(app, deps, shareLinkInternalRoutes(deps));
  app.route("/", helpDocRoutes(deps));
  app.route("/", hrsPermissionMatrixRoutes(deps));
  app.route("/hrs/permission", permissionRoutes(deps));
  app.route("/hrs/org", orgRoutes(deps));
  app.route("/", hrsOrgRoutes(deps));
  app.route("/", hrsVersionRoutes(deps));
  app.route("/", hrsWorkgroupRoutes(deps));
  app.route("/hrs/user", userRoutes(deps));
  app.route("/", setPasswordRoutes(deps));
  app.route("/", hrsUserRoutes(deps));
  app.route("/", hrsRoleRoutes(deps));
  app.route("/", hrsDeptRoutes(deps));
  app.route("/", hrsLogRoutes(deps));
  app.route("/hrs/language", languageRoutes(deps));
  app.route("/hrs/userAccessRecord", accessRecordRoutes(deps));
  app.route("/", activeIndexRoutes(deps));
  app.route("/", hotMenuRoutes(deps));
  app.route("/prm/api", prmApiRoutes(deps));
  app.route("/", noticeRoutes(deps));
  app.route("/", hrsNoticeRoutes(deps));
  app.route("/", userGuideRoutes(deps));
  app.route("/", investigateRoutes(deps));
  app.route("/", statisticsRoutes(deps));
  app.route("/", reportRoutes(deps));
  app.route("/", inquiryRoutes(deps));
  app.route("/", quoteConfigRoutes(deps));
  app.route("/afbase/order", orderCheckRoutes(deps));
  app.route("/afbase/order", orderRoutes(deps));
  app.route("/prm/ics/approval", approvalRoutes(deps));
  app.route("/prm/api/approval", approvalDecisionRoutes(deps));
  app.route("/afbase/hawbInfo", hawbInfoRoutes(deps));
  app.route("/afbase/airport", airportRoutes(deps));
  app.route("/", airportLookupRoutes(deps));
  app.route("/", carrierLookupRoutes(deps));
  app.route("/", portLookupRoutes(deps));
  app.route("/", shipCompanyLookupRoutes(deps));
  app.route("/", cargoTrackingRoutes(deps));
  app.route("/", flightLookupRoutes(deps));
  app.route("/", tactLookupRoutes(deps));
  app.route("/", publicRateLookupRoutes(deps));
  app.route("/", tariffRoutes(deps));
  app.route("/afbase/address", addressRoutes(deps));
  // Personal settings: /hrs/user/{id}, editPersonal, checkEmail and the lists its dialog offers.
  app.route("/", personalSettingsRoutes(deps));
  // Chat: the provider calls (/api-uc, /api-yc) and our /im calls (docs/chat.md).
  app.route("/", chatRoutes(deps));
  mountQuotePage(app, deps);
  mountInternal(app, deps, ssoTicketInternalRoutes(deps));
  mountInternal(app, deps, createOrgInternalRoutes(deps));

  // The reference files (public static JSON, versioned by content hash; server/reference).
  app.route("/static/json", referenceJsonRoutes());

  // Unknown API paths answer 404 in the envelope, never the app's index.html.
  app.all("*", async (c, next) => {
    if (isApiPath(c.req.path)) throw new ApiError(404, MESSAGES.notFound);
    return next();
  });

  // Before the static files: the published version names the organisation's release.
  app.route("/", versionFileRoutes(deps));
  if (config.staticDir) {
    mountStatic(
      app,
      config.staticDir,
      config.publicUrl ?? null,
      async (o) => Boolean(await resolveShare(db, o, SHARE_VIEWS)),
      publicRateWait(deps),
      SHARE_MESSAGES.tooMany,
    );
  }

  app.notFound((c) => failStatus(c, 404, MESSAGES.notFound));

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return failStatus(c, error.status, error.message);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return failStatus(c, error.status, MESSAGES.badRequest);
    }
    // The client went away while its body was read: nobody waits for the answer, and it is not
    // the server's fault, so it is no unhandled error.
    if (clientAborted(c.req.raw, error)) {
      log.info("client aborted", { id: c.get("requestId"), path: c.req.path });
      return failStatus(c, 400, MESSAGES.badRequest);
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
