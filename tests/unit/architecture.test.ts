import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The layers of docs/architecture.md, kept by reading every import of the code (static and
 * dynamic, type-only included: a type import ties two modules as much as any other). The server's
 * own layers, lowest first, are SERVER_LAYERS below (decisions §59).
 */
const root = path.resolve(import.meta.dirname, "../..");
const SCANNED = ["src", "server", "stories", ".storybook", "scripts", "bench", "tests"];
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

/**
 * Which folders (or files) each layer may import from, besides itself; the first entry that holds
 * a file is its rule. Files outside every layer (the config files at the root): free.
 */
const LAYERS: { layer: string; may: string[] }[] = [
  { layer: "src/domain", may: [] },
  { layer: "src/contract", may: ["src/domain"] },
  { layer: "src/i18n", may: ["src/domain", "src/contract"] },
  { layer: "src/ui", may: ["src/domain", "src/i18n"] },
  { layer: "src/api", may: ["src/domain", "src/contract"] },
  { layer: "src/widgets", may: ["src/domain", "src/contract", "src/i18n", "src/ui"] },
  // src/app, src/share and the entry: anything in src/, nothing outside it.
  { layer: "src", may: [] },
  { layer: "server", may: ["src/domain", "src/contract"] },
  // Stories review the client's looks: never the server's code or data.
  { layer: "stories", may: ["src", ".storybook"] },
  { layer: ".storybook", may: ["src", "stories", "tests/async-wait.ts"] },
  // Scripts and benches drive the server and read the shared rules, never the screens; the one
  // client file each reads is the route table (the route list, the bundles' pages).
  { layer: "scripts", may: ["server", "src/domain", "src/contract", "src/app/route-doc.ts"] },
  {
    layer: "bench",
    may: ["server", "src/domain", "src/contract", "src/app/routes.ts", "scripts/ensure-build.mjs"],
  },
  // Tests may read anything; nothing above imports them (no other rule names tests/).
  {
    layer: "tests",
    may: ["src", "server", "stories", ".storybook", "scripts", "bench", "vitest.config.ts"],
  },
];

/**
 * The server's layers, lowest first: a file may import its own layer and the layers below it
 * (and src/domain, src/contract), never one above; a layer with `onlyFrom` is imported by those
 * layers alone. A file's most specific entry wins (`server/db/seed` over `server/db`); every file
 * of server/ must be in one.
 */
const SERVER_LAYERS: { layer: string; holds: string[]; onlyFrom?: string[] }[] = [
  // Leaves: the envelope and ApiError, time, the log, the file store, the mail check.
  {
    layer: "base",
    holds: [
      "server/envelope.ts",
      "server/clock.ts",
      "server/log.ts",
      "server/files",
      "server/mail",
    ],
  },
  { layer: "config", holds: ["server/config.ts"] },
  { layer: "db", holds: ["server/db"] },
  // Each feature's server code without HTTP: auth primitives, stores, reference data, rows.
  {
    layer: "features",
    holds: [
      "server/auth",
      "server/chat",
      "server/hrs-user",
      "server/order",
      "server/personal-settings",
      "server/reference",
      "server/waybill",
    ],
  },
  // The seed writes rows with the features' helpers; only the start imports it.
  { layer: "seed", holds: ["server/db/seed"], onlyFrom: ["start"] },
  { layer: "http", holds: ["server/http"] },
  { layer: "routes", holds: ["server/routes"] },
  { layer: "app", holds: ["server/app.ts"] },
  { layer: "start", holds: ["server/start.ts", "server/main.ts"] },
];

const inLayer = (file: string, layer: string) => file === layer || file.startsWith(`${layer}/`);

/** Files outside the code that a layer may read as text (the boot frame's story shows index.html). */
const ASSETS = new Set(["index.html"]);

/** Every import that leaves its layer for one it may not import. */
function breaches(graph: Graph): string[] {
  const found: string[] = [];
  for (const [file, targets] of graph) {
    const rule = LAYERS.find((l) => inLayer(file, l.layer));
    if (!rule) continue;
    for (const target of targets) {
      if (inLayer(target, rule.layer)) continue;
      if (rule.may.some((allowed) => inLayer(target, allowed))) continue;
      if (ASSETS.has(target)) continue;
      found.push(`${file} -> ${target}`);
    }
  }
  return found;
}

/** The index in SERVER_LAYERS of a server file's layer (its longest matching entry), or -1. */
function serverLayerOf(file: string): number {
  let best = -1;
  let length = 0;
  SERVER_LAYERS.forEach(({ holds }, index) => {
    for (const entry of holds) {
      if (inLayer(file, entry) && entry.length > length) {
        best = index;
        length = entry.length;
      }
    }
  });
  return best;
}

/** Every import inside server/ that runs back up (to a layer above), or into a barred layer. */
function serverBackArrows(graph: Graph): string[] {
  const found: string[] = [];
  for (const [file, targets] of graph) {
    if (!inLayer(file, "server")) continue;
    const from = serverLayerOf(file);
    for (const target of targets) {
      if (!inLayer(target, "server")) continue;
      const to = serverLayerOf(target);
      const only = SERVER_LAYERS[to]?.onlyFrom;
      const barred = to !== from && only && !only.includes(SERVER_LAYERS[from]?.layer ?? "");
      if (to > from || barred) {
        found.push(
          `${file} (${SERVER_LAYERS[from]?.layer}) -> ${target} (${SERVER_LAYERS[to]?.layer})`,
        );
      }
    }
  }
  return found;
}

/** The feature folder of a file under src/widgets/ (`src/widgets/<feature>/...`), or null. */
const widgetFeature = (file: string): string | null =>
  /^src\/widgets\/([^/]+)\//.exec(file)?.[1] ?? null;

/**
 * Every import from one feature's widgets into another's (decisions §61; docs/architecture.md,
 * "Where shared parts live"): what several features show lives in src/ui, the rules they share
 * in src/domain, so a feature's widgets change without reaching into a sibling's. No allowlist.
 */
function crossFeatureImports(graph: Graph): string[] {
  const found: string[] = [];
  for (const [file, targets] of graph) {
    const from = widgetFeature(file);
    if (!from) continue;
    for (const target of targets) {
      const to = widgetFeature(target);
      if (to && to !== from) found.push(`${file} -> ${target}`);
    }
  }
  return found;
}

describe("the import graph", () => {
  const graph = buildGraph();

  it("reads the code (sanity: the entry, the server, the tests, benches and scripts are in it)", () => {
    expect(graph.get("src/main.tsx")?.length).toBeGreaterThan(3);
    expect(graph.get("server/app.ts")?.length).toBeGreaterThan(3);
    expect(graph.get("tests/server/global-setup.ts")?.length).toBeGreaterThan(3);
    expect(graph.get("bench/chat.ts")?.length).toBeGreaterThan(3);
    expect(graph.get("scripts/share-link.ts")?.length).toBeGreaterThan(1);
  });

  it("has no circle anywhere in src/, server/, stories/, tests/, bench/ or scripts/", () => {
    expect(circles(graph)).toEqual([]);
  });

  it("keeps every layer to the layers below it (tests/, bench/ and scripts/ included)", () => {
    expect(breaches(graph)).toEqual([]);
  });

  it("has no widget that imports another feature's widgets (shared parts live in src/ui)", () => {
    expect(crossFeatureImports(graph)).toEqual([]);
  });

  it("places every file of server/ in one of the server's layers", () => {
    const unplaced = [...graph.keys()].filter(
      (file) => inLayer(file, "server") && serverLayerOf(file) < 0,
    );
    expect(unplaced).toEqual([]);
  });

  it("has no import in server/ that runs back up its layers", () => {
    expect(serverBackArrows(graph)).toEqual([]);
  });

  it("finds a circle, a breach and a back arrow when there is one (the checks themselves)", () => {
    const sample: Graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(circles(sample)).toEqual([["a", "b", "c"]]);
    expect(
      breaches(
        new Map([
          ["server/routes/x.ts", ["src/widgets/X.tsx", "src/domain/x.ts"]],
          ["src/app/x.ts", ["tests/unit/x.ts"]],
          ["bench/x.ts", ["src/widgets/X.tsx", "server/app.ts"]],
          ["scripts/x.ts", ["bench/x.ts"]],
          ["tests/x.ts", ["src/widgets/X.tsx", "bench/x.ts"]],
        ]),
      ),
    ).toEqual([
      "server/routes/x.ts -> src/widgets/X.tsx",
      "src/app/x.ts -> tests/unit/x.ts",
      "bench/x.ts -> src/widgets/X.tsx",
      "scripts/x.ts -> bench/x.ts",
    ]);
    // Two features' widgets importing each other (share and cargo-tracking did); a feature's own
    // files, src/ui and the pages of src/app are not one feature importing another.
    expect(
      crossFeatureImports(
        new Map([
          ["src/widgets/share/sections.ts", ["src/widgets/cargo-tracking/ManifestDialog.tsx"]],
          ["src/widgets/cargo-tracking/ManifestDialog.tsx", ["src/widgets/share/RouteTable.tsx"]],
          ["src/widgets/order/OrderScreen.tsx", ["src/widgets/order/OrderForm.tsx"]],
          ["src/widgets/lookup/LookupScreen.tsx", ["src/ui/export-dialog.tsx"]],
          ["src/app/pages/OrderPage.tsx", ["src/widgets/order/OrderScreen.tsx"]],
        ]),
      ),
    ).toEqual([
      "src/widgets/share/sections.ts -> src/widgets/cargo-tracking/ManifestDialog.tsx",
      "src/widgets/cargo-tracking/ManifestDialog.tsx -> src/widgets/share/RouteTable.tsx",
    ]);
    // The five arrows the server had before decisions §59, each one layer or more back up.
    const before: Graph = new Map([
      ["server/db/seed/orders.ts", ["server/routes/order/columns.ts", "server/db/client.ts"]],
      ["server/auth/login-answer.ts", ["server/http/envelope.ts", "server/db/client.ts"]],
      ["server/waybill/pdf-text.ts", ["server/http/envelope.ts"]],
      ["server/http/requires-doc.ts", ["server/db/seed/permissions.ts"]],
      ["server/reference/static-json.ts", ["server/http/types.ts"]],
      ["server/routes/personal-settings/save.ts", ["server/db/seed/personal-settings.ts"]],
      ["server/db/seed/demo.ts", ["server/auth/password.ts", "server/waybill/countries.ts"]],
      ["server/main.ts", ["server/db/seed/demo.ts", "server/chat/socket.ts"]],
    ]);
    expect(serverBackArrows(before)).toEqual([
      "server/db/seed/orders.ts (seed) -> server/routes/order/columns.ts (routes)",
      "server/auth/login-answer.ts (features) -> server/http/envelope.ts (http)",
      "server/waybill/pdf-text.ts (features) -> server/http/envelope.ts (http)",
      "server/http/requires-doc.ts (http) -> server/db/seed/permissions.ts (seed)",
      "server/reference/static-json.ts (features) -> server/http/types.ts (http)",
      "server/routes/personal-settings/save.ts (routes) -> server/db/seed/personal-settings.ts (seed)",
    ]);
  });
});

/**
 * SQL lives in `server/<feature>/store.ts` (decisions §59, issue 36 item 3): the route files of a
 * feature that has a store run no statement themselves. A feature's route files are
 * `server/routes/<feature>.ts` and `server/routes/<feature>/`, and those ROUTE_FEATURE names.
 * `server/files/store.ts` is the base layer's file store, not a feature's.
 */
const ROUTE_FEATURE: Record<string, string> = { "server/routes/invitations.ts": "hrs-user" };
const NOT_FEATURES = new Set(["files"]);

/** A statement: a `.query(` call (a request's `c.req.query(` is not one) or an SQL string. */
const SQL = [
  /(?<!\breq)\.query(?:<[^>]*>)?\(/,
  /[`"']\s*(?:select\s|insert\s+into\s|update\s+\w+\s+set\s|delete\s+from\s)/i,
];

function featureOfRoute(file: string): string | null {
  const named = ROUTE_FEATURE[file];
  if (named) return named;
  return /^server\/routes\/([^/.]+)(?:\.ts$|\/)/.exec(file)?.[1] ?? null;
}

/** Every line with SQL in a route file of a feature that has a store, as `file:line: text`. */
function sqlInRoutes(texts: Map<string, string>): string[] {
  const stored = new Set(
    [...texts.keys()]
      .map((file) => /^server\/([^/]+)\/store\.ts$/.exec(file)?.[1])
      .filter((f): f is string => f !== undefined && !NOT_FEATURES.has(f)),
  );
  const found: string[] = [];
  for (const [file, text] of texts) {
    const feature = featureOfRoute(file);
    if (!feature || !stored.has(feature)) continue;
    text.split("\n").forEach((line, i) => {
      if (SQL.some((re) => re.test(line))) found.push(`${file}:${i + 1}: ${line.trim()}`);
    });
  }
  return found;
}

/** The server's files with their text, by path from the root. */
function serverTexts(): Map<string, string> {
  return new Map(
    walk(path.join(root, "server")).map((file) => [
      path.relative(root, file).split(path.sep).join("/"),
      readFileSync(file, "utf8"),
    ]),
  );
}

describe("SQL in a store per feature", () => {
  const texts = serverTexts();

  it("has a store for hrs-user, personal-settings and chat (sanity)", () => {
    for (const feature of ["hrs-user", "personal-settings", "chat"]) {
      expect(texts.has(`server/${feature}/store.ts`)).toBe(true);
    }
  });

  it("keeps SQL out of the routes of every feature that has a store", () => {
    expect(sqlInRoutes(texts)).toEqual([]);
  });

  it("finds a statement in such a route, and nothing in a request's query (the check itself)", () => {
    const sample = new Map([
      ["server/shop/store.ts", "export const x = 1;"],
      ["server/files/store.ts", "export const y = 1;"],
      ["server/routes/shop.ts", 'const k = c.req.query("k");\nconst rows = await db.query(sql);'],
      ["server/routes/shop/list.ts", "const s = `select * from shops`;"],
      ["server/routes/invitations.ts", 'await q.query<{ id: number }>("x");'],
      ["server/routes/files.ts", "await db.query(sql);"],
      ["server/routes/other.ts", "await db.query(sql);"],
    ]);
    expect(sqlInRoutes(sample)).toEqual([
      "server/routes/shop.ts:2: const rows = await db.query(sql);",
      "server/routes/shop/list.ts:1: const s = `select * from shops`;",
    ]);
    expect(sqlInRoutes(new Map([...sample, ["server/hrs-user/store.ts", ""]]))).toContain(
      'server/routes/invitations.ts:1: await q.query<{ id: number }>("x");',
    );
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
