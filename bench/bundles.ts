import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "../scripts/ensure-build.mjs";
import { ROUTES } from "../src/app/routes.ts";
import { shellManifestKey } from "../src/contract/pages.ts";

type ManifestChunk = {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  src?: string;
};
type Manifest = Record<string, ManifestChunk>;

const root = path.resolve(import.meta.dirname, "..");

export type RouteSize = { route: string; gzip: number; files: string[] };

function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** The JS a first visit downloads: the entry, its static imports, and the route's own chunks. */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) return;
    seen.add(key);
    for (const dep of chunk.imports ?? []) walk(dep);
  };
  for (const key of keys) walk(key);
  return seen;
}

function sizeOf(
  dir: string,
  manifest: Manifest,
  keys: string[],
): { gzip: number; files: string[] } {
  const files = [...closure(manifest, keys)]
    .map((k) => manifest[k]?.file)
    .filter((f): f is string => Boolean(f?.endsWith(".js")));
  return { gzip: files.reduce((sum, f) => sum + gzipSize(path.join(dir, f)), 0), files };
}

export function buildAll(): void {
  const env = { ...process.env, NODE_ENV: "production" };
  build();
  execSync("npx vite build --config bench/floor/vite.config.ts --logLevel warn", {
    cwd: root,
    stdio: "inherit",
    env,
  });
}

export function measureBundles(): { floor: number; routes: RouteSize[] } {
  const floorDir = path.join(root, ".tmp/floor");
  const floorManifest = JSON.parse(
    readFileSync(path.join(floorDir, ".vite/manifest.json"), "utf8"),
  ) as Manifest;
  const floor = sizeOf(
    floorDir,
    floorManifest,
    Object.keys(floorManifest).filter((k) => floorManifest[k]?.isEntry),
  ).gzip;

  const dist = path.join(root, "dist");
  // Two builds (the staff app and the share pages), each with its own manifest.
  const appManifest = JSON.parse(
    readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"),
  ) as Manifest;
  const shareManifest = JSON.parse(
    readFileSync(path.join(dist, ".vite/share-manifest.json"), "utf8"),
  ) as Manifest;
  const routes: RouteSize[] = [];
  for (const route of ROUTES) {
    const manifest = route.entry === "share" ? shareManifest : appManifest;
    const entry = route.entry === "share" ? "share.html" : "index.html";
    // Shell pages name their module; public pages are found from their loader's source.
    const match = /import\("\.\/(pages\/[^"]+)"\)/.exec(route.page.toString());
    const pageKey =
      route.module && manifest[route.module]
        ? route.module
        : match
          ? Object.keys(manifest).find((k) => k.endsWith(`src/app/${match[1]}.tsx`))
          : undefined;
    // Signed-in pages render inside the shell, which App loads lazily: count it too.
    const shellKey = route.access === "public" ? undefined : shellManifestKey(manifest);
    const keys =
      route.entry === "share"
        ? [entry]
        : [entry, ...(pageKey ? [pageKey] : []), ...(shellKey ? [shellKey] : [])];
    routes.push({ route: route.path, ...sizeOf(dist, manifest, keys) });
  }
  // The share entry loads its view after the order data arrives; count what the AF view needs
  // before a customer sees the order (entry + view + its sections), not only the entry.
  const entryChunk = shareManifest["share.html"];
  const afView = (entryChunk?.dynamicImports ?? []).filter((k) => !/Sea|Lc|Notice/i.test(k));
  const afKeys = ["share.html", ...afView];
  const withDynamic = (keys: string[]) => {
    const all = new Set(keys);
    for (const key of keys)
      for (const d of shareManifest[key]?.dynamicImports ?? [])
        if (!/Sea|Lc|Notice/i.test(d)) all.add(d);
    return [...all];
  };
  routes.push({
    route: "/externalOrderTrack (AF view, all JS before the order shows)",
    ...sizeOf(dist, shareManifest, withDynamic(withDynamic(afKeys))),
  });
  return { floor, routes };
}
