#!/usr/bin/env node
// `npm test`: builds the app if needed (the e2e suite drives the production build), runs every
// Vitest project (unit, server, storybook, e2e) in one run, then prints one closing line
// "N passed, N failed" summed over all suites. The type check and the linter run first; each
// counts as one test, so a type error or a lint error fails the run too.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { ensureBuild } from "./ensure-build.mjs";

const root = path.resolve(import.meta.dirname, "..");
ensureBuild();

const reportDir = path.join(root, ".tmp");
mkdirSync(reportDir, { recursive: true });
const report = path.join(reportDir, "vitest-report.json");
rmSync(report, { force: true });

const checks = [
  ["typecheck", ["tsc", "--noEmit", "-p", "tsconfig.json"]],
  ["lint", ["biome", "check", "."]],
].map(([name, command]) => {
  const result = spawnSync("npx", command, { cwd: root, stdio: "inherit" });
  console.log(`${name}: ${result.status === 0 ? "passed" : "FAILED"}`);
  return result.status === 0;
});

const args = ["vitest", "run", ...process.argv.slice(2)];
const run = spawnSync("npx", args, {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, VITEST_JSON: report },
});

let passed = 0;
let failed = 0;
try {
  const json = JSON.parse(readFileSync(report, "utf8"));
  passed = json.numPassedTests ?? 0;
  failed = (json.numFailedTests ?? 0) + (json.numTotalTests === 0 ? 1 : 0);
  // A file that failed to load has no tests but must still count as a failure.
  failed += (json.testResults ?? []).filter(
    (f) => f.status === "failed" && f.assertionResults.length === 0,
  ).length;
} catch {
  failed += 1;
}
passed += checks.filter(Boolean).length;
failed += checks.filter((ok) => !ok).length;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(run.status === 0 && failed === 0 ? 0 : 1);
