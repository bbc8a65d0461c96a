import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Decision 0067 (issue 36 item 1): a page's saves are `useMutation`s in its feature's
 * `queries.ts`; the mutation's `isPending` and `error` drive the widget. This test reads every
 * file under src/app and fails on the two signs of a save run by hand:
 *
 * - a **busy flag**: a `useState` whose setter is called in a `finally` block or a promise's
 *   `.finally(…)` (set before the call, reset after it, whatever happened);
 * - an **error flag**: a `useState` whose setter is called in a `catch` block with the caught
 *   error (the failure's text copied into state by hand).
 *
 * and fails when `src/app/state/` (client state: jotai) imports the API client: server data
 * lives in queries. HAND_RUN lists exactly the files not converted yet; it only shrinks (a file
 * listed that no longer breaks the rule fails the test too, so the list stays exact).
 */
const HAND_RUN: Record<string, string> = {
  "src/app/chat/ChatPanel.tsx": "the greeting's resend (chat's outbox has its own states)",
  "src/app/pages/HawbInfoPage.tsx": "the HAWB save and 从订单创建",
  "src/app/pages/LoginPage.tsx": "sign-in (a public page: no query client above it)",
  "src/app/pages/OrderPage.tsx": "the order's save and lock",
  "src/app/pages/SetPasswordPage.tsx": "the invited member's password (public, as sign-in)",
};

const root = path.resolve(import.meta.dirname, "../../..");
const app = path.join(root, "src/app");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

type Finding = { line: number; state: string; sign: "finally" | "catch" };

/**
 * The text with comments and the insides of string and template literals blanked (same length,
 * newlines kept), so braces and calls can be counted without a parser. (The installed TypeScript
 * is the native compiler, which has no JavaScript API.)
 */
function code(text: string): string {
  let out = "";
  let i = 0;
  const blank = (to: number) => {
    out += text.slice(i, to).replace(/[^\n]/g, " ");
    i = to;
  };
  while (i < text.length) {
    const c = text[i];
    if (c === "/" && text[i + 1] === "/")
      blank(text.indexOf("\n", i) < 0 ? text.length : text.indexOf("\n", i));
    else if (c === "/" && text[i + 1] === "*") blank(text.indexOf("*/", i) + 2);
    else if (c === '"' || c === "'" || c === "`") {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === "\\" ? 2 : 1;
      out += c;
      i += 1;
      blank(j);
      out += c;
      i = j + 1;
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}

/** The index just past the bracket that closes the one at `open`. */
function closing(text: string, open: number): number {
  const pair = text[open] === "{" ? ["{", "}"] : ["(", ")"];
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === pair[0]) depth += 1;
    else if (text[i] === pair[1] && --depth === 0) return i + 1;
  }
  return text.length;
}

/** Every hand-run save in a source text: setters of useState called in finally or catch. */
function handRunSaves(text: string): Finding[] {
  const src = code(text);
  const setters = new Map<string, string>();
  for (const m of src.matchAll(/\[\s*(\w+)\s*,\s*(set\w+)\s*\]\s*=\s*(?:React\.)?useState\b/g))
    setters.set(m[2] ?? "", m[1] ?? "");
  const found: Finding[] = [];
  const lineOf = (at: number) => src.slice(0, at).split("\n").length;
  const calls = function* (from: number, to: number) {
    for (const m of src.slice(from, to).matchAll(/\b(set\w+)\s*\(/g)) {
      const state = setters.get(m[1] ?? "");
      if (state === undefined) continue;
      const at = from + (m.index ?? 0);
      const open = at + m[0].length - 1;
      yield { at, state, args: src.slice(open, closing(src, open)) };
    }
  };
  // `finally { … }` and `.finally(() => …)` alike.
  for (const m of src.matchAll(/\bfinally\s*[{(]/g)) {
    const open = (m.index ?? 0) + m[0].length - 1;
    for (const call of calls(open, closing(src, open)))
      found.push({ line: lineOf(call.at), state: call.state, sign: "finally" });
  }
  for (const m of src.matchAll(/\bcatch\s*\(\s*(\w+)[^)]*\)\s*\{/g)) {
    const open = (m.index ?? 0) + m[0].length - 1;
    const caught = new RegExp(`\\b${m[1]}\\b`);
    for (const call of calls(open, closing(src, open)))
      if (caught.test(call.args))
        found.push({ line: lineOf(call.at), state: call.state, sign: "catch" });
  }
  return found.sort((a, b) => a.line - b.line);
}

const relative = (file: string) => path.relative(root, file).split(path.sep).join("/");

describe("one server-state shape (decision 0067)", () => {
  it("the rule sees a hand-run save and passes a mutation", () => {
    const handRun = `
      function Page() {
        const [saving, setSaving] = React.useState(false);
        const [error, setError] = useState<string | null>(null);
        const [open, setOpen] = useState(false);
        const save = async () => {
          setSaving(true);
          try { await api.save(); setOpen(false); }
          catch (e) { setError(e instanceof ApiError ? e.message : String(e)); }
          finally { setSaving(false); }
        };
      }`;
    expect(handRunSaves(handRun).map((f) => `${f.state}:${f.sign}`)).toEqual([
      "error:catch",
      "saving:finally",
    ]);
    const converted = `
      function Page() {
        const [open, setOpen] = useState(false);
        const [copied, setCopied] = useState(false);
        const save = useSave();
        const copy = async () => { try { await write(); setCopied(true); } catch { setCopied(false); } };
        return <Screen busy={save.isPending} onSave={() => save.mutate(1, { onSuccess: () => setOpen(false) })} />;
      }`;
    expect(handRunSaves(converted)).toEqual([]);
  });

  it("no file under src/app runs a save by hand (busy or error flags in state)", () => {
    const breaking: Record<string, string> = {};
    for (const file of files(app)) {
      const found = handRunSaves(readFileSync(file, "utf8"));
      if (found.length > 0)
        breaking[relative(file)] = [...new Set(found.map((f) => f.state))].sort().join(", ");
    }
    const unlisted = Object.keys(breaking).filter((f) => !(f in HAND_RUN));
    expect(unlisted.map((f) => `${f}: ${breaking[f]}`)).toEqual([]);
    // The allowlist shrinks: a converted file leaves it.
    const converted = Object.keys(HAND_RUN).filter(
      (f) => !f.startsWith("src/app/state/") && !(f in breaking),
    );
    expect(converted).toEqual([]);
  });

  it("client state (src/app/state/) never calls the API: server data lives in queries", () => {
    const calling = files(path.join(app, "state")).filter((file) =>
      /from\s+["'](\.\.\/)+api\//.test(readFileSync(file, "utf8")),
    );
    const listed = Object.keys(HAND_RUN).filter((f) => f.startsWith("src/app/state/"));
    expect(calling.map(relative).sort()).toEqual(listed.sort());
  });
});
