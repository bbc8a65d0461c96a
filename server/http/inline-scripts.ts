import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The Content-Security-Policy sources ('sha256-…') that let the built pages' own inline scripts
 * run, and nothing else inline: index.html reads the stored theme and session before the first
 * paint (decisions §26). A data block (`type="application/json"`) is not a script and
 * needs none. Read once from the build at start; without a build there is nothing to allow.
 */
export function inlineScriptSources(staticDir: string | undefined): string[] {
  if (!staticDir) return [];
  const sources = new Set<string>();
  for (const page of ["index.html", "share.html"]) {
    const file = path.join(staticDir, page);
    if (!existsSync(file)) continue;
    for (const source of scriptHashes(readFileSync(file, "utf8"))) sources.add(source);
  }
  return [...sources];
}

/** One source per executable inline script of `html`, hashed as the browser hashes it. */
export function scriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\ssrc\s*=/i.test(attributes) || !body) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "module" && !type.endsWith("javascript")) continue;
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return hashes;
}
