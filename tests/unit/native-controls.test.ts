import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Screens use the design system's controls (src/ui: DatePicker, SelectMenu, Combobox,
 * FileUpload), which speak the UI language, not the browser's own date, file and select
 * inputs ("mm/dd/yyyy", "Choose File / No file chosen"). src/ui/select.tsx is the native select
 * styled, so importing it counts as a native select too.
 *
 * The allowlist only shrinks: each entry names why the file still has one.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const MOVING = "moved to ListScreen next";
const ALLOWED: Readonly<Record<string, string>> = {
  "src/widgets/order/OrderListScreen.tsx": MOVING,
  "src/widgets/lookup/FlightScreen.tsx": MOVING,
  "src/widgets/inquiry/InquiryScreen.tsx": MOVING,
  "src/widgets/hrs-user/HrsLogScreen.tsx": MOVING,
  "src/widgets/hrs-notice/NoticeAdminScreen.tsx": MOVING,
};

const NATIVE: readonly [string, RegExp][] = [
  ['input type="date"', /type=["{]+date\b/],
  ['input type="file"', /type=["{]+file\b/],
  ["<select>", /<select\b/],
  ["src/ui/select (a native select)", /from "[./]*\/ui\/select"/],
];

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => path.join(dir, f).split(path.sep).join("/"));
}

describe("no native date, file or select inputs in screens", () => {
  const files = [...sources("src/widgets"), ...sources("src/app")];

  it("finds them only in the allowlisted files", () => {
    const found: string[] = [];
    for (const file of files) {
      if (file in ALLOWED) continue;
      const text = readFileSync(path.join(ROOT, file), "utf8");
      for (const [what, pattern] of NATIVE) if (pattern.test(text)) found.push(`${file}: ${what}`);
    }
    expect(found).toEqual([]);
  });

  it("keeps the allowlist to files that still need it", () => {
    const stale = Object.keys(ALLOWED).filter((file) => {
      const text = readFileSync(path.join(ROOT, file), "utf8");
      return !NATIVE.some(([, pattern]) => pattern.test(text));
    });
    expect(stale).toEqual([]);
  });

  it("sees a native input where there is one", () => {
    const hit = (text: string) => NATIVE.some(([, pattern]) => pattern.test(text));
    expect(hit('<Input type="date" value={v} />')).toBe(true);
    expect(hit('<input\n  type="file"')).toBe(true);
    expect(hit("<select className={SELECT}>")).toBe(true);
    expect(hit('import { Select } from "../../ui/select";')).toBe(true);
    expect(hit('import { SelectMenu } from "../../ui/select-menu";')).toBe(false);
  });
});
