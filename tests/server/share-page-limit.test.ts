/**
 * Finding 6 of the hardening issue: the public tracking page looks up the same token as the
 * rate-limited share API, so it is limited the same way and on the same counter.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "./harness.ts";

let h: Harness;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), "freight-share-limit-"));
  writeFileSync(path.join(staticDir, "index.html"), "<!doctype html><html><body>app</body></html>");
  writeFileSync(
    path.join(staticDir, "share.html"),
    "<!doctype html><html><body><!--share-head--><!--/share-head-->share</body></html>",
  );
  h = await startHarness({ STATIC_DIR: staticDir, SHARE_RATE_LIMIT: "5" });
});

afterAll(async () => {
  await h.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const page = (address: string, p = `/externalOrderTrack?o=AF${"x".repeat(43)}`) =>
  h.call(p, { address });

describe("the public tracking page", () => {
  it("answers 429 with Retry-After past the per-address limit", async () => {
    for (let i = 0; i < 5; i++) expect((await page("198.51.100.70")).status).toBe(200);
    const limited = await page("198.51.100.70");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(await limited.text()).toContain("访问过于频繁，请稍后再试");
    // Another address is not affected.
    expect((await page("198.51.100.71")).status).toBe(200);
  });

  it("shares the counter with the share API", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await h.call("/afbase/external/order/orderTrack?o=x", {
        address: "198.51.100.72",
      });
      expect(res.status).toBe(200);
    }
    expect((await page("198.51.100.72")).status).toBe(429);
  });

  it("limits the delivery-notice pages too", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await page("198.51.100.73", "/externalOrderDeliveryNotice?o=x")).status).toBe(200);
    }
    expect((await page("198.51.100.73", "/externalOrderDeliveryNotice?o=x")).status).toBe(429);
  });
});
