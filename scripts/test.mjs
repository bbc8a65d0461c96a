#!/usr/bin/env node
// `npm test`: builds the app if needed (the e2e suite drives the production build), runs every
// Vitest project (unit, server, storybook, e2e) in one run, then prints one closing line
// "N passed, N failed" summed over all suites. The server suite and three walks then run once more
// on PostgreSQL (a throw-away cluster; see below). The type check and the linter run first; each
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

/** Passed and failed tests of one Vitest JSON report (a file that failed to load counts as failed). */
function counts(file) {
  try {
    const json = JSON.parse(readFileSync(file, "utf8"));
    const failedFiles = (json.testResults ?? []).filter(
      (f) => f.status === "failed" && f.assertionResults.length === 0,
    ).length;
    return {
      passed: json.numPassedTests ?? 0,
      failed: (json.numFailedTests ?? 0) + (json.numTotalTests === 0 ? 1 : 0) + failedFiles,
    };
  } catch {
    return { passed: 0, failed: 1 };
  }
}

let { passed, failed } = counts(report);
let ok = run.status === 0;

// PostgreSQL (docs/decisions.md §29): the server suite, the two-process test and the sign-in,
// share and personal-settings walks again, on a throw-away cluster of Debian's postgresql
// (.ci/postgres.sh), each test file on a database of its own.
const pgReport = path.join(reportDir, "vitest-postgres.json");
rmSync(pgReport, { force: true });
const cluster = spawnSync(path.join(root, ".ci/postgres.sh"), {
  cwd: root,
  encoding: "utf8",
  stdio: ["ignore", "pipe", "inherit"],
});
const [pgUrl, pgDir] = (cluster.stdout ?? "").trim().split(/\s+/);
if (cluster.status !== 0 || !pgUrl || !pgDir) {
  console.log("postgres: FAILED to start a throw-away cluster (install Debian's postgresql)");
  failed += 1;
  ok = false;
} else {
  try {
    const pgRun = spawnSync(
      "npx",
      [
        "vitest",
        "run",
        "--project=server",
        "--project=postgres",
        "--project=e2e",
        "tests/server/",
        "tests/postgres/",
        "tests/e2e/login.test.ts",
        "tests/e2e/share.test.ts",
        "tests/e2e/personal-settings.test.ts",
      ],
      {
        cwd: root,
        stdio: "inherit",
        env: { ...process.env, VITEST_JSON: pgReport, TEST_DATABASE_URL: pgUrl },
      },
    );
    const pg = counts(pgReport);
    passed += pg.passed;
    failed += pg.failed;
    ok = ok && pgRun.status === 0;
  } finally {
    spawnSync(path.join(root, ".ci/postgres.sh"), ["stop", pgDir], { cwd: root, stdio: "inherit" });
  }
}

passed += checks.filter(Boolean).length;
failed += checks.filter((c) => !c).length;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
