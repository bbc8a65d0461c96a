import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { median } from "./http.ts";

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export type LighthouseResult = {
  url: string;
  runs: number;
  performance: number;
  cls: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  scores: number[];
  /** Where the runs ended up (a signed-in run that lands on /login lost its session). */
  finalUrls: string[];
};

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

function summarise(url: string, lhrs: Lhr[]): LighthouseResult {
  const num = (lhr: Lhr, id: string) => Number(lhr.audits[id]?.numericValue ?? 0);
  const perf = lhrs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100));
  return {
    url,
    runs: lhrs.length,
    performance: median(perf),
    cls: median(lhrs.map((lhr) => num(lhr, "cumulative-layout-shift"))),
    fcpMs: median(lhrs.map((lhr) => num(lhr, "first-contentful-paint"))),
    lcpMs: median(lhrs.map((lhr) => num(lhr, "largest-contentful-paint"))),
    tbtMs: median(lhrs.map((lhr) => num(lhr, "total-blocking-time"))),
    scores: perf,
    finalUrls: [...new Set(lhrs.map((lhr) => lhr.finalDisplayedUrl))],
  };
}

type Tab = Parameters<typeof lighthouse>[3];

async function run(
  url: string,
  port: number,
  keepStorage: boolean,
  tab?: Tab,
  attempt = 1,
): Promise<Lhr> {
  const lhr = await runOnce(url, port, keepStorage, tab);
  // A trace that failed to record (NO_NAVSTART and the like) is Lighthouse's, not the page's.
  if (lhr.runtimeError && attempt < 3) return run(url, port, keepStorage, tab, attempt + 1);
  return lhr;
}

/** One audit, in a tab of its own, or in `tab` (whose session storage then carries over). */
async function runOnce(url: string, port: number, keepStorage: boolean, tab?: Tab): Promise<Lhr> {
  const result = await lighthouse(
    url,
    {
      port,
      onlyCategories: ["performance"],
      logLevel: "error",
      ...(keepStorage ? { disableStorageReset: true } : {}),
      // BENCH_CPU_SLOWDOWN=8 simulates a CPU twice as slow as Lighthouse's phone on this host:
      // the observed tasks count eight times instead of four. Scores depend on the host
      // (decisions §19); this asks how a build fares on a slower one, for A/B runs only.
      ...(process.env.BENCH_CPU_SLOWDOWN
        ? { throttling: { cpuSlowdownMultiplier: Number(process.env.BENCH_CPU_SLOWDOWN) } }
        : {}),
      // BENCH_LIGHTHOUSE_TRACE_CATEGORIES=disabled-by-default-v8.cpu_profiler adds JS samples to
      // the dumped traces (where a long task's time went); it slows the page, so not for scores.
      ...(process.env.BENCH_LIGHTHOUSE_TRACE_CATEGORIES
        ? { additionalTraceCategories: process.env.BENCH_LIGHTHOUSE_TRACE_CATEGORIES }
        : {}),
    },
    undefined,
    tab,
  );
  if (!result?.lhr) throw new Error("lighthouse returned nothing");
  // BENCH_LIGHTHOUSE_DUMP=<dir> keeps every report (open one in the Lighthouse viewer) and the
  // trace it was computed from (open it in the DevTools performance panel).
  const dump = process.env.BENCH_LIGHTHOUSE_DUMP;
  if (dump) {
    mkdirSync(dump, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, "_")}-${Date.now()}`;
    writeFileSync(path.join(dump, `${name}.json`), JSON.stringify(result.lhr));
    const trace = (result.artifacts as { Trace?: unknown } | undefined)?.Trace;
    if (trace) writeFileSync(path.join(dump, `${name}.trace.json`), JSON.stringify(trace));
    const log = (result.artifacts as { DevtoolsLog?: unknown } | undefined)?.DevtoolsLog;
    if (log) writeFileSync(path.join(dump, `${name}.devtoolslog.json`), JSON.stringify(log));
  }
  return result.lhr;
}

/** Lighthouse mobile (its default: Moto G power, slow 4G, 4× CPU), median of `runs`. */
export async function lighthouseMobile(url: string, runs = 5): Promise<LighthouseResult> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  const lhrs: Lhr[] = [];
  try {
    for (let i = 0; i < runs; i++) lhrs.push(await run(url, chrome.port, false));
  } finally {
    await chrome.kill();
  }
  return summarise(url, lhrs);
}

/**
 * Lighthouse mobile on a signed-in page: signs in through the login page in the same browser
 * (so the app stores its session the way it always does), skips the first-visit tour, then
 * measures `path` with a cold HTTP cache but the session kept (Lighthouse would otherwise wipe
 * local storage and land on /login). The final URL is returned so a lost session shows.
 *
 * On the phone Lighthouse emulates, a signed-in page first shows the small-screen 重要提示
 * notice (once per tab). By default every run is a new tab, so it is a phone's first visit,
 * notice included; `acknowledged` runs in one tab whose notice was already acknowledged, so the
 * dashboard itself is what is measured.
 */
export async function lighthouseSignedIn(
  baseUrl: string,
  path: string,
  login: { username: string; orgCode: string; password: string },
  runs = 5,
  { acknowledged = false }: { acknowledged?: boolean } = {},
): Promise<LighthouseResult> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const lhrs: Lhr[] = [];
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.locator("input[name=login]").fill(login.username);
    await page.locator("input[name=orgCode]").fill(login.orgCode);
    await page.locator("input[name=password]").fill(login.password);
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => window.location.pathname === "/dashboard", {
      timeout: 30_000,
    });
    // The first-visit tour opens 700 ms after the dashboard shows; skipping it is remembered.
    await page
      .locator("::-p-text(跳过)")
      .setTimeout(5_000)
      .click()
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The key the app keeps a tab's acknowledgement under (src/domain/advisory.ts).
    if (acknowledged)
      await page.evaluate(() => sessionStorage.setItem("advisory:smallScreen", "1"));
    const cdp = await page.createCDPSession();
    for (let i = 0; i < runs; i++) {
      await cdp.send("Network.clearBrowserCache");
      lhrs.push(await run(`${baseUrl}${path}`, chrome.port, true, acknowledged ? page : undefined));
    }
    await page.close();
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
  return summarise(`${baseUrl}${path}`, lhrs);
}
