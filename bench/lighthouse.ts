import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
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
  lcpMs: number;
  tbtMs: number;
  scores: number[];
};

/** Lighthouse mobile (its default: Moto G power, slow 4G, 4× CPU), median of `runs`. */
export async function lighthouseMobile(url: string, runs = 5): Promise<LighthouseResult> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  const perf: number[] = [];
  const cls: number[] = [];
  const lcp: number[] = [];
  const tbt: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ["performance"],
        logLevel: "error",
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error("lighthouse returned nothing");
      perf.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
      cls.push(Number(lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0));
      lcp.push(Number(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0));
      tbt.push(Number(lhr.audits["total-blocking-time"]?.numericValue ?? 0));
    }
  } finally {
    await chrome.kill();
  }
  return {
    url,
    runs,
    performance: median(perf),
    cls: median(cls),
    lcpMs: median(lcp),
    tbtMs: median(tbt),
    scores: perf,
  };
}
