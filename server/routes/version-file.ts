import { Hono } from "hono";
import { publishedVersion } from "../../src/domain/hrs-org.ts";
import type { AppEnv, Deps } from "../http/types.ts";
import { buildVersionOf, latestRelease } from "./hrs-org.ts";

/**
 * GET /version.json (public; seed 000 §4): the published version open pages compare with the
 * one they loaded with. `?org=<id>` adds that organisation's release, so a release reloads its
 * members' pages and nobody else's. Never cached.
 */
export function versionFileRoutes({ db, config }: Deps) {
  const build = buildVersionOf(config.staticDir);
  return new Hono<AppEnv>().get("/version.json", async (c) => {
    const org = Number(c.req.query("org"));
    const release =
      Number.isSafeInteger(org) && org > 0 && org < 2_147_483_647
        ? await latestRelease(db, org)
        : 0;
    c.header("Cache-Control", "no-store");
    return c.json({ pack_vue_version: publishedVersion(build, release) });
  });
}
