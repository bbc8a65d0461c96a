import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import { compress } from "hono/compress";
import { SHARE_PAGE_PATHS } from "../../src/domain/share-link.ts";
import { landingHtml, landingPreloads } from "./preload.ts";
import { trackPageHtml } from "./share-page.ts";
import type { AppEnv } from "./types.ts";

const TRACK_PAGE_PATH = "/externalOrderTrack";

const tooManyPage = (text: string) =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${text}</title></head><body><p>${text}</p></body></html>`;

/**
 * Serves the built app: hashed assets cached for a year, everything else revalidated, and
 * index.html for every page route so the client router takes over. The public share pages
 * come from their own entry, share.html, which carries none of the staff app.
 */
export function mountStatic(
  app: Hono<AppEnv>,
  staticDir: string,
  publicUrl: string | null = null,
  /** Whether `o` opens an order now: only a live link's page shows its code and QR code early. */
  isLiveLink: (o: string) => Promise<boolean> = async () => false,
  /** Seconds a client address must wait before another public share page, or 0. */
  rateWait: (address: string) => number = () => 0,
  /** The text of the page answered over the limit. */
  tooManyText = "",
): void {
  const indexFile = path.join(staticDir, "index.html");
  if (!existsSync(indexFile)) return;
  const indexHtml = readFileSync(indexFile, "utf8");
  const preloads = landingPreloads(staticDir);
  const shareFile = path.join(staticDir, "share.html");
  const shareHtml = existsSync(shareFile) ? readFileSync(shareFile, "utf8") : null;
  app.use(
    "/assets/*",
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
    },
    serveStatic({ root: staticDir, precompressed: true }),
    // A missing asset (an old page asking for a file a new build replaced) is a 404, never the
    // app's HTML, which the browser would refuse as a script or stylesheet anyway.
    async (c) => c.text("Not Found", 404, { "Cache-Control": "no-store" }),
  );
  app.use("*", async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    await next();
    if (c.res.status === 200 && !c.res.headers.get("Cache-Control"))
      c.header("Cache-Control", "no-cache");
  });
  if (shareHtml) {
    for (const pagePath of SHARE_PAGE_PATHS) {
      app.get(pagePath, compress(), async (c) => {
        // The page looks up the same token as the rate-limited API, so it counts the same way.
        const wait = rateWait(c.get("clientAddress"));
        if (wait > 0) {
          return c.html(tooManyPage(tooManyText), 429, {
            "Retry-After": String(wait),
            "Cache-Control": "no-store",
          });
        }
        c.header("Cache-Control", "no-cache");
        // A dead link's page names no order, not even the code in its address.
        const live = pagePath === TRACK_PAGE_PATH && (await isLiveLink(c.req.query("o") ?? ""));
        return c.html(live ? trackPageHtml(shareHtml, c.req.url, publicUrl) : shareHtml);
      });
    }
  }
  app.use("*", serveStatic({ root: staticDir, precompressed: true, index: "__none__" }));
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(landingHtml(indexHtml, c.req.path, preloads(c.req.path)));
  });
}
