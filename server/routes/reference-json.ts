import { Hono } from "hono";
import type { AppEnv } from "../http/types.ts";
import { referenceFiles } from "../reference/static-json.ts";

/** GET /static/json/version.json and /static/json/<file>.json (public, like any static file). */
export function referenceJsonRoutes() {
  return new Hono<AppEnv>().get("/:file", (c) => {
    const name = c.req.param("file");
    const { byFile, version: v } = referenceFiles();
    if (name === "version.json") {
      c.header("Cache-Control", "no-cache");
      return c.json(v);
    }
    const file = byFile.get(name);
    if (!file) return c.notFound();
    c.header("Content-Type", "application/json; charset=utf-8");
    c.header("ETag", `"${file.hash}"`);
    c.header(
      "Cache-Control",
      c.req.query("v") === file.hash ? "public, max-age=31536000, immutable" : "no-cache",
    );
    c.header("Vary", "Accept-Encoding");
    if (c.req.header("If-None-Match") === `"${file.hash}"`) return c.body(null, 304);
    if (/\bgzip\b/.test(c.req.header("Accept-Encoding") ?? "")) {
      c.header("Content-Encoding", "gzip");
      return c.body(new Uint8Array(file.gzip));
    }
    return c.body(file.json);
  });
}
