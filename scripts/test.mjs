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
rmSync(report.replace(/\.json$/, "-errors.json"), { force: true });

/** What failed, one line each, repeated above the closing line (CI keeps only the output's end). */
const failures = [];

const checks = [
  ["typecheck", ["tsc", "--noEmit", "-p", "tsconfig.json"]],
  ["lint", ["biome", "check", "."]],
].map(([name, command]) => {
  const result = spawnSync("npx", command, { cwd: root, stdio: "inherit" });
  console.log(`${name}: ${result.status === 0 ? "passed" : "FAILED"}`);
  if (result.status !== 0) failures.push(`${name} (its output is above)`);
  return result.status === 0;
});

const args = ["vitest", "run", ...process.argv.slice(2)];
const run = spawnSync("npx", args, {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, VITEST_JSON: report },
});

const firstLine = (text) =>
  String(text ?? "")
    .split("\n")
    .find((l) => l.trim()) ?? "";

/**
 * Passed and failed tests of one Vitest JSON report (a file that failed to load counts as failed),
 * plus each error outside any test that the run's unhandled-errors reporter wrote beside it.
 */
function counts(file, suite) {
  const relative = (f) => path.relative(root, f ?? "");
  let unhandled = [];
  try {
    unhandled = JSON.parse(readFileSync(file.replace(/\.json$/, "-errors.json"), "utf8"));
  } catch {
    unhandled = [];
  }
  for (const e of unhandled) {
    failures.push(`${suite}: error outside a test (in ${relative(e.origin)}): ${e.message}`);
  }
  try {
    const json = JSON.parse(readFileSync(file, "utf8"));
    const results = json.testResults ?? [];
    const failedFiles = results.filter(
      (f) => f.status === "failed" && f.assertionResults.length === 0,
    );
    for (const f of failedFiles) {
      failures.push(`${suite}: ${relative(f.name)} did not load: ${firstLine(f.message)}`);
    }
    for (const f of results) {
      for (const a of f.assertionResults.filter((x) => x.status === "failed")) {
        const why = firstLine(a.failureMessages?.[0]);
        failures.push(`${suite}: ${relative(f.name)} > ${a.fullName}: ${why}`);
      }
    }
    return {
      passed: json.numPassedTests ?? 0,
      failed:
        (json.numFailedTests ?? 0) +
        (json.numTotalTests === 0 ? 1 : 0) +
        failedFiles.length +
        unhandled.length,
    };
  } catch {
    failures.push(`${suite}: no report at ${relative(file)}`);
    return { passed: 0, failed: 1 };
  }
}

let { passed, failed } = counts(report, "main run");
let ok = run.status === 0;

// PostgreSQL (decisions §29): the server suite, the two-process test and the sign-in,
// share and personal-settings walks again, on a throw-away cluster of Debian's postgresql
// (.ci/postgres.sh), each test file on a database of its own.
const pgReport = path.join(reportDir, "vitest-postgres.json");
rmSync(pgReport, { force: true });
rmSync(pgReport.replace(/\.json$/, "-errors.json"), { force: true });
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
    const pg = counts(pgReport, "postgres");
    passed += pg.passed;
    failed += pg.failed;
    ok = ok && pgRun.status === 0;
  } finally {
    spawnSync(path.join(root, ".ci/postgres.sh"), ["stop", pgDir], { cwd: root, stdio: "inherit" });
  }
}

passed += checks.filter(Boolean).length;
failed += checks.filter((c) => !c).length;
for (const line of failures) console.log(`FAILED ${line}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
