/**
 * Performance (issue 22, docs/perf-journal.md §37): an API answer leaves the app as
 * @hono/node-server's lightweight Response, whose body the server writes at once. A middleware
 * that sets a header with `c.header` after the handler copies the answer into a new Response
 * built around a stream, and the node server then reads that stream chunk by chunk: about a third
 * more work per call at typing pace. This fails when any middleware does so again.
 */
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "./harness.ts";

let h: Harness;
let token: string;

beforeAll(async () => {
  h = await startHarness();
  token = await h.login("2|admin|DEMO");
  // What `serve` does first: the lightweight Request and Response become the global ones.
  getRequestListener(h.app.fetch);
});

afterAll(() => h.close());

/** Whether the answer still holds its body for a direct write (the node server's cache). */
const writtenAtOnce = (res: Response) =>
  Object.getOwnPropertySymbols(res).some((s) => s.description === "cache");

describe("API answers are written at once", () => {
  it("keep the lightweight answer through every middleware, headers and all", async () => {
    for (const url of [
      "http://localhost/afbase/airport/page?keyword=pvg",
      "https://localhost/afbase/airport/page?keyword=pvg",
      "http://localhost/hrs/permission/getButtonInfo",
    ]) {
      const res = await h.app.request(url, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status, url).toBe(200);
      expect(writtenAtOnce(res), url).toBe(true);
      expect(res.headers.get("cache-control"), url).toBe("no-store");
      expect(res.headers.get("content-security-policy"), url).toContain("default-src 'self'");
      expect(res.headers.get("strict-transport-security") !== null, url).toBe(
        url.startsWith("https:"),
      );
    }
  });

  it("so do refusals", async () => {
    const res = await h.app.request("http://localhost/afbase/airport/page?keyword=pvg");
    expect(res.status).toBe(401);
    expect(writtenAtOnce(res)).toBe(true);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});
