import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";

/**
 * Issue 24: a baseline must show the whole story. Chromium left the part of a wide story below
 * its first screen unpainted (pure white) when it captured beyond the viewport; the capture now
 * grows the viewport (.storybook/vitest.setup.ts). This fails on any committed baseline taller
 * than the default viewport that ends in such a band, so a regression cannot pass unseen.
 */

const ROOT = path.resolve(import.meta.dirname, "../../stories/__screenshots__");
/** The default desktop viewport's height: only a taller capture went beyond its viewport. */
const VIEWPORT_HEIGHT = 900;
/** More plain white rows than any story's bottom padding. */
const BAND_ROWS = 120;

function baselines(): string[] {
  const files: string[] = [];
  for (const dir of readdirSync(ROOT)) {
    for (const file of readdirSync(path.join(ROOT, dir))) {
      if (file.endsWith(".png") && !/-(actual|diff)/.test(file)) files.push(path.join(dir, file));
    }
  }
  return files;
}

/** The height of a PNG from its header, without decoding it. */
const heightOf = (bytes: Buffer) => bytes.readUInt32BE(20);

/** How many rows at the bottom are pure white, edge to edge. */
function whiteRowsAtBottom(png: PNG): number {
  const { width, height, data } = png;
  let rows = 0;
  for (let y = height - 1; y >= 0; y--) {
    const start = y * width * 4;
    for (let i = start; i < start + width * 4; i += 4) {
      if (data[i] !== 255 || data[i + 1] !== 255 || data[i + 2] !== 255) return rows;
    }
    rows++;
  }
  return rows;
}

describe("committed baselines", () => {
  const tall = baselines().filter(
    (file) => heightOf(readFileSync(path.join(ROOT, file))) > VIEWPORT_HEIGHT,
  );

  it("include stories taller than the viewport (the check below has something to check)", () => {
    expect(tall.length).toBeGreaterThan(10);
  });

  it("have no unpainted band below their content", () => {
    const banded = tall.filter(
      (file) => whiteRowsAtBottom(PNG.sync.read(readFileSync(path.join(ROOT, file)))) >= BAND_ROWS,
    );
    expect(banded).toEqual([]);
    // Decoding some 170 tall PNGs takes seconds, more on a loaded host.
  }, 120_000);

  // Issue 24: "the mobile drawer opens with no dimmed backdrop". Under the drawer's 45 % overlay
  // the brightest page pixel (a white card) is about 140; without it the page shows white.
  it("dim the page behind the phone drawer on every screen", () => {
    const dir = "AppShell.stories.tsx";
    const screens = (state: string) =>
      baselines().filter((file) => file.startsWith(`${dir}/shell-appshell-mobile-menu-${state}-`));
    const open = screens("open");
    expect(open.length).toBeGreaterThan(1);
    // Right of the 210 px drawer and below its close button.
    const region = { x: 260, y: 60 };
    for (const file of open) {
      expect(
        brightest(PNG.sync.read(readFileSync(path.join(ROOT, file))), region),
        file,
      ).toBeLessThan(160);
    }
    // The same region with the drawer closed shows the page itself, white cards and all.
    const [closed] = screens("closed");
    expect(closed).toBeDefined();
    expect(brightest(PNG.sync.read(readFileSync(path.join(ROOT, `${closed}`))), region)).toBe(255);
  });
});

/** The brightest channel value of any pixel right of and below a point. */
function brightest(png: PNG, from: { x: number; y: number }): number {
  let max = 0;
  for (let y = from.y; y < png.height; y++) {
    for (let x = from.x; x < png.width; x++) {
      const i = (y * png.width + x) * 4;
      max = Math.max(max, png.data[i] ?? 0, png.data[i + 1] ?? 0, png.data[i + 2] ?? 0);
    }
  }
  return max;
}
