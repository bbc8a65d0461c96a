import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The layers of docs/architecture.md, kept by reading every import of the code (static and
 * dynamic, type-only included: a type import ties two modules as much as any other).
 */
const root = path.resolve(import.meta.dirname, "../..");
const SCANNED = ["src", "server", "stories", ".storybook", "scripts", "bench"];
const EXTENSIONS = [".ts", ".tsx", ".mts", ".mjs"];

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name === "__screenshots__" || name === "public") continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (EXTENSIONS.some((ext) => name.endsWith(ext))) out.push(full);
  }
  return out;
}

const IMPORT =
  /(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith(".")) return null;
  const base = path.resolve(path.dirname(from), spec.replace(/\?.*$/, ""));
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  for (const candidate of candidates) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

type Graph = Map<string, string[]>;

function buildGraph(): Graph {
  const graph: Graph = new Map();
  const files = SCANNED.flatMap((dir) => walk(path.join(root, dir)));
  for (const file of files) {
    const text = readFileSync(file, "utf8").replace(/^\s*\/\/.*$/gm, "");
    const targets = new Set<string>();
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(file, (match[1] ?? match[2]) as string);
      if (target) targets.add(path.relative(root, target));
    }
    graph.set(path.relative(root, file), [...targets]);
  }
  return graph;
}

/** Tarjan's strongly connected components: every component of two or more files is a circle. */
function circles(graph: Graph): string[][] {
  let index = 0;
  const stack: string[] = [];
  const on = new Set<string>();
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const found: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (on.has(w)) {
        low.set(v, Math.min(low.get(v) as number, idx.get(w) as number));
      }
    }
    if (low.get(v) === idx.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        on.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return found;
}

/** Which folders each layer may import from (besides itself). Files outside every layer: free. */
const LAYERS: { layer: string; may: string[] }[] = [
  { layer: "src/domain", may: [] },
  { layer: "src/contract", may: ["src/domain"] },
  { layer: "src/i18n", may: ["src/domain", "src/contract"] },
  { layer: "src/ui", may: ["src/domain", "src/i18n"] },
  { layer: "src/api", may: ["src/domain", "src/contract"] },
  { layer: "src/widgets", may: ["src/domain", "src/contract", "src/i18n", "src/ui"] },
  { layer: "server", may: ["src/domain", "src/contract"] },
  // Stories review the client's looks: never the server's code or data.
  { layer: "stories", may: ["src", "stories", ".storybook"] },
];

const inLayer = (file: string, layer: string) => file === layer || file.startsWith(`${layer}/`);

/** Files outside the code that a layer may read as text (the boot frame's story shows index.html). */
const ASSETS = new Set(["index.html"]);

describe("the import graph", () => {
  const graph = buildGraph();

  it("reads the code (sanity: the entry and the server are in it)", () => {
    expect(graph.get("src/main.tsx")?.length).toBeGreaterThan(3);
    expect(graph.get("server/app.ts")?.length).toBeGreaterThan(3);
  });

  it("has no circle anywhere in src/, server/, stories/ or the scripts", () => {
    expect(circles(graph)).toEqual([]);
  });

  it("keeps every layer to the layers below it", () => {
    const breaches: string[] = [];
    for (const [file, targets] of graph) {
      const rule = LAYERS.find((l) => inLayer(file, l.layer));
      if (!rule) continue;
      for (const target of targets) {
        if (inLayer(target, rule.layer)) continue;
        if (rule.may.some((allowed) => inLayer(target, allowed))) continue;
        if (ASSETS.has(target)) continue;
        breaches.push(`${file} -> ${target}`);
      }
    }
    expect(breaches).toEqual([]);
  });

  it("finds a circle and a breach when there is one (the checks themselves)", () => {
    const sample: Graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(circles(sample)).toEqual([["a", "b", "c"]]);
  });
});

describe("one formatting path", () => {
  it("formats dates and numbers only in src/domain/format.ts (no Intl or toLocale* elsewhere)", () => {
    const files = ["src", "server"].flatMap((dir) => walk(path.join(root, dir)));
    const elsewhere = files
      .map((file) => path.relative(root, file))
      .filter((file) => file !== path.join("src", "domain", "format.ts"))
      .filter((file) =>
        /\bIntl\.|\.toLocale[A-Z]\w*\(/.test(readFileSync(path.join(root, file), "utf8")),
      );
    expect(elsewhere).toEqual([]);
  });
});
