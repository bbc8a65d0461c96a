import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 35: every story shows its state. Two stories whose baselines are byte-identical show the
 * same pixels, so one of them does not show what its name says (an `-errors` state with no error,
 * a super-admin bar at a width where it cannot differ), unless they are meant to look alike: those
 * pairs are listed in stories/identical-baselines.json, each group with its reason
 * (decisions 0066). A group must be listed exactly: a new member, or an entry that is no longer
 * identical or names a missing file, fails too, so the list stays true.
 */

const STORIES = path.resolve(import.meta.dirname, "../../stories");
const ROOT = path.join(STORIES, "__screenshots__");
const ALLOWLIST = path.join(STORIES, "identical-baselines.json");

type Entry = { files: string[]; reason: string };

function baselines(): string[] {
  const files: string[] = [];
  for (const dir of readdirSync(ROOT)) {
    for (const file of readdirSync(path.join(ROOT, dir))) {
      if (file.endsWith(".png") && !/-(actual|diff)/.test(file)) files.push(`${dir}/${file}`);
    }
  }
  return files.sort();
}

/** Groups of two or more baselines with the same bytes, each sorted, as `folder/file.png`. */
function identicalGroups(): string[][] {
  const byHash = new Map<string, string[]>();
  for (const file of baselines()) {
    const hash = createHash("sha256")
      .update(readFileSync(path.join(ROOT, file)))
      .digest("hex");
    byHash.set(hash, [...(byHash.get(hash) ?? []), file]);
  }
  return [...byHash.values()].filter((group) => group.length > 1).map((group) => group.sort());
}

const key = (files: string[]) => [...files].sort().join(" = ");

describe("story baselines", () => {
  const allowed = JSON.parse(readFileSync(ALLOWLIST, "utf8")) as Entry[];

  it("are never byte-identical unless the pair is listed with its reason", () => {
    const listed = new Set(allowed.map((entry) => key(entry.files)));
    const unlisted = identicalGroups()
      .map(key)
      .filter((group) => !listed.has(group));
    expect(unlisted).toEqual([]);
  });

  it("list only groups that exist and are identical, each with a reason", () => {
    const groups = new Set(identicalGroups().map(key));
    for (const entry of allowed) {
      expect(entry.files.length, key(entry.files)).toBeGreaterThan(1);
      expect(entry.reason.trim().length, key(entry.files)).toBeGreaterThan(20);
      for (const file of entry.files) expect(existsSync(path.join(ROOT, file)), file).toBe(true);
      expect(groups.has(key(entry.files)), key(entry.files)).toBe(true);
    }
  });
});
