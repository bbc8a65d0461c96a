import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pageModuleFor, pageModuleKey, shellManifestKey } from "../../src/contract/pages.ts";

type ManifestChunk = {
  file: string;
  name?: string;
  src?: string;
  imports?: string[];
  isEntry?: boolean;
};
type Manifest = Record<string, ManifestChunk>;

/**
 * The code a signed-in landing page needs beyond the app's entry: the shell and the page, with
 * their static imports, as `<link rel="modulepreload">` tags for the page's <head>.
 *
 * Without them the browser learns of that code in three waves: the entry, then the shell (once
 * the entry runs), then the page (once the shell runs), each a round trip on a phone's line.
 * With them all of it travels beside the entry. The server cannot tell whether the visitor is
 * signed in (the session lives in the browser's storage); a signed-out visitor who opens a
 * signed-in address fetches the shell in vain and lands on /login, a small price against every
 * signed-in load saving two round trips (decisions §20).
 *
 * Paths other than the shell's built pages (src/contract/pages.ts) get nothing: the login page and
 * the public pages are in the entry, the share pages have an entry of their own.
 */
export function landingPreloads(staticDir: string): (pathname: string) => string {
  const manifestFile = path.join(staticDir, ".vite/manifest.json");
  if (!existsSync(manifestFile)) return () => "";
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
  } catch {
    return () => "";
  }
  // The entry's own closure is already in the page (its script tag).
  const entryKeys = new Set(Object.keys(manifest).filter((k) => manifest[k]?.isEntry));
  const inEntry = closure(manifest, [...entryKeys]);
  const shellKey = shellManifestKey(manifest);
  const cache = new Map<string, string>();
  return (pathname) => {
    const name = pageModuleFor(pathname);
    if (!name) return "";
    const cached = cache.get(name);
    if (cached !== undefined) return cached;
    const pageKey = pageModuleKey(name);
    // A build without the page (or the shell) is not the build this code knows: name nothing.
    if (!manifest[pageKey] || !shellKey) return "";
    const keys = closure(manifest, [shellKey, pageKey]);
    const tags = [...keys]
      .filter((k) => !inEntry.has(k))
      .map((k) => manifest[k]?.file)
      .filter((file): file is string => Boolean(file?.endsWith(".js")))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join("");
    cache.set(name, tags);
    return tags;
  };
}

/** The keys `roots` load statically, roots included, in load order (depth first). */
function closure(manifest: Manifest, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) walk(dep);
  };
  for (const root of roots) walk(root);
  return seen;
}

/**
 * index.html as the first answer for `pathname`: the landing page's preloads at the end of its
 * <head>, and on the shell's built pages `<html data-boot="shell">`, which lets index.html's
 * loading state draw the shell's bars around its spinner when a session is stored (the page's
 * first script checks; styles.css, decisions §26). Other paths (the login page, the
 * public pages, a signed-in path the shell answers with its welcome page) keep the spinner alone.
 */
export function landingHtml(indexHtml: string, pathname: string, tags: string): string {
  const html = pageModuleFor(pathname)
    ? indexHtml.replace(/<html(?=[\s>])/, '<html data-boot="shell"')
    : indexHtml;
  return tags ? html.replace("</head>", `${tags}</head>`) : html;
}
