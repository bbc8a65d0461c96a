#!/usr/bin/env node
// Builds the app when dist/ is missing or older than any source it is made from, so
// `npm start` and `npm test` always serve what is in the tree without rebuilding needlessly.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const stamp = path.join(root, "dist", ".build-stamp");
const SOURCES = [
  "src",
  "public",
  "index.html",
  "share.html",
  "vite.config.ts",
  "tailwind.config.ts",
  "package.json",
];

function newest(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const child of readdirSync(full)) max = Math.max(max, newest(path.join(entry, child)));
  return max;
}

/**
 * The production build: the staff app, then the share pages (a separate build, see
 * vite.config.ts), with one version for both; dist/.build-stamp marks a complete build.
 */
export function build() {
  // NODE_ENV is pinned: under Vitest it is "test", which would ship React's development build.
  const env = {
    ...process.env,
    NODE_ENV: "production",
    APP_VERSION: process.env.APP_VERSION ?? new Date().toISOString().replace(/[-:.TZ]/g, ""),
  };
  execSync("npx vite build --logLevel warn", { cwd: root, stdio: "inherit", env });
  execSync("npx vite build --logLevel warn", {
    cwd: root,
    stdio: "inherit",
    env: { ...env, BUILD_TARGET: "share" },
  });
  writeFileSync(stamp, env.APP_VERSION);
}

export function ensureBuild({ force = false } = {}) {
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map(newest));
  if (!force && built > sources) return false;
  build();
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rebuilt = ensureBuild({ force: process.argv.includes("--force") });
  if (!rebuilt) console.log("dist/ is up to date");
}
