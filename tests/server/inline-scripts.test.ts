import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { inlineScriptSources, scriptHashes } from "../../server/http/inline-scripts.ts";

const source = (body: string) =>
  `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("the inline scripts the Content-Security-Policy lets run", () => {
  it("hashes each executable inline script exactly as written, and nothing else", () => {
    const html = [
      "<head><script>var a = 1;</script>",
      '<script type="module" crossorigin src="/assets/main-1.js"></script>',
      '<script type="application/json" id="data">{"a":1}</script>',
      '<script type="module">import("/x.js");</script>',
      '<script type="text/javascript">\n  b();\n</script>',
      "<script></script></head>",
    ].join("\n");
    expect(scriptHashes(html)).toEqual([
      source("var a = 1;"),
      source('import("/x.js");'),
      source("\n  b();\n"),
    ]);
    // The known value of a known script (MDN's example for the CSP header).
    expect(scriptHashes("<script>alert('Hello, world.');</script>")).toEqual([
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    ]);
  });

  it("reads both built pages, once per distinct script; without a build, allows nothing", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "inline-"));
    dirs.push(dir);
    writeFileSync(path.join(dir, "index.html"), "<script>one()</script><script>two()</script>");
    writeFileSync(path.join(dir, "share.html"), "<script>two()</script>");
    expect(inlineScriptSources(dir)).toEqual([source("one()"), source("two()")]);
    expect(inlineScriptSources(undefined)).toEqual([]);
    expect(inlineScriptSources(path.join(dir, "missing"))).toEqual([]);
  });
});
