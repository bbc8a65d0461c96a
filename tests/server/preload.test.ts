import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { landingHtml, landingPreloads } from "../../server/http/preload.ts";

const dirs: string[] = [];
function staticDir(manifest: unknown): string {
  const dir = mkdtempSync(path.join(tmpdir(), "preload-"));
  dirs.push(dir);
  mkdirSync(path.join(dir, ".vite"));
  writeFileSync(
    path.join(dir, ".vite/manifest.json"),
    typeof manifest === "string" ? manifest : JSON.stringify(manifest),
  );
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

// The shape Vite writes: the entry, shared chunks (keys starting with _), and page modules.
const MANIFEST = {
  "index.html": {
    file: "assets/main-1.js",
    isEntry: true,
    imports: ["_react-2.js"],
    css: ["assets/main.css"],
  },
  "_react-2.js": { file: "assets/react-2.js" },
  "_dialog-3.js": { file: "assets/dialog-3.js", imports: ["index.html"] },
  "_tabs-4.js": { file: "assets/tabs-4.js", imports: ["_dialog-3.js"] },
  "src/app/shell/ShellLayout.tsx": {
    file: "assets/ShellLayout-5.js",
    imports: ["index.html", "_dialog-3.js"],
    dynamicImports: ["src/app/pages/DashboardPage.tsx"],
  },
  "src/app/pages/DashboardPage.tsx": {
    file: "assets/DashboardPage-6.js",
    imports: ["index.html", "_tabs-4.js", "src/app/shell/ShellLayout.tsx"],
    dynamicImports: ["_chart-7.js"],
  },
  "_chart-7.js": { file: "assets/chart-7.js" },
  "src/app/pages/TutorialPage.tsx": { file: "assets/TutorialPage-8.js", imports: ["index.html"] },
};

const hrefs = (tags: string) =>
  [...tags.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe("the landing page's code named in its first answer", () => {
  const preloads = landingPreloads(staticDir(MANIFEST));

  it("names the shell and the page with their static imports, each once, not the entry's", () => {
    expect(hrefs(preloads("/dashboard"))).toEqual([
      "/assets/ShellLayout-5.js",
      "/assets/dialog-3.js",
      "/assets/DashboardPage-6.js",
      "/assets/tabs-4.js",
    ]);
    // Lazily loaded parts (the chart) stay lazy.
    expect(preloads("/dashboard")).not.toContain("chart-7");
    expect(hrefs(preloads("/tutorial"))).toEqual([
      "/assets/ShellLayout-5.js",
      "/assets/dialog-3.js",
      "/assets/TutorialPage-8.js",
    ]);
  });

  it("finds the shell in a chunk of its own name (the build groups the shell's modules)", () => {
    const { "src/app/shell/ShellLayout.tsx": shell, ...rest } = MANIFEST;
    const grouped = landingPreloads(
      staticDir({
        ...rest,
        "_shell-9.js": {
          file: "assets/shell-9.js",
          name: "shell",
          imports: ["index.html", "_dialog-3.js"],
        },
        "src/app/pages/DashboardPage.tsx": {
          ...MANIFEST["src/app/pages/DashboardPage.tsx"],
          imports: ["index.html", "_tabs-4.js", "_shell-9.js"],
        },
      }),
    );
    expect(shell.file).toBe("assets/ShellLayout-5.js");
    expect(hrefs(grouped("/dashboard"))).toEqual([
      "/assets/shell-9.js",
      "/assets/dialog-3.js",
      "/assets/DashboardPage-6.js",
      "/assets/tabs-4.js",
    ]);
  });

  it("names nothing for the login page, public pages, unknown paths or a page missing from the build", () => {
    for (const p of [
      "/login",
      "/externalOrderTrack",
      "/",
      "/no-such-page",
      "/dashboard/x",
      "/notification",
    ])
      expect(preloads(p)).toBe("");
  });

  it("names nothing without a manifest or with a broken one", () => {
    const empty = mkdtempSync(path.join(tmpdir(), "preload-"));
    dirs.push(empty);
    expect(landingPreloads(empty)("/dashboard")).toBe("");
    expect(landingPreloads(staticDir("{not json"))("/dashboard")).toBe("");
  });

  it("puts the tags at the end of <head>, after the entry's script", () => {
    const html =
      '<html><head><script type="module" src="/assets/main-1.js"></script></head><body></body></html>';
    const out = landingHtml(html, "/dashboard", preloads("/dashboard"));
    expect(out.indexOf("main-1.js")).toBeLessThan(out.indexOf("ShellLayout-5.js"));
    expect(out).toMatch(/DashboardPage-6\.js"><link[^>]+tabs-4\.js"><\/head>/);
    expect(landingHtml(html, "/login", "")).toBe(html);
  });

  it("marks the shell's landing pages for the loading frame, and no other page", () => {
    const html = '<!doctype html>\n<html lang="zh-CN">\n<head></head><body></body></html>';
    for (const landing of ["/dashboard", "/tutorial", "/notification"]) {
      expect(landingHtml(html, landing, "")).toContain('<html data-boot="shell" lang="zh-CN">');
    }
    for (const other of ["/login", "/cargoTracking", "/some/unknown/path", "/dashboard/x"]) {
      expect(landingHtml(html, other, "")).toBe(html);
    }
  });
});
