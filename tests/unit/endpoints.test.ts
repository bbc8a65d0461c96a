import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isPublicApi } from "../../server/http/public-paths";
import { HAND_REQUIRES, REQUIRES } from "../../server/http/requires";
import { endpointKey, fillPath, pathPattern, plainPath } from "../../src/contract/endpoint";
import { ENDPOINT_GROUPS, ENDPOINTS } from "../../src/contract/endpoints";
import { isApiPath } from "../../src/contract/prefixes";

/**
 * An endpoint is declared once, as a contract entry (decision 0068): the server registers it with
 * `route(app, entry, …)` and never reads the raw request; the client calls it with `call(entry)`;
 * stories answer it with `mockEndpoint(entry)`; its path is written in src/contract alone.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * The features not converted yet, with the files that still register, validate or call by hand.
 * This list only shrinks: a file that no longer breaks the rules must leave it (the test says
 * so), and a file not on it must keep them.
 */
const NOT_CONVERTED: Record<string, string[]> = {
  access: [
    "server/routes/access-record.ts",
    "server/routes/permission.ts",
    "server/routes/org.ts",
    "server/routes/language.ts",
    "server/routes/user.ts",
    "src/api/access.ts",
  ],
  auth: [
    "server/routes/auth.ts",
    "server/routes/internal-sso.ts",
    // The sign-in's audit row reads the sign-in form (auditSignIns) until auth converts.
    "server/routes/hrs-user/shared.ts",
    "src/api/auth.ts",
  ],
  batch: ["server/routes/batch.ts"],
  chat: ["server/routes/chat.ts", "src/api/chat.ts"],
  notification: ["server/routes/prm-api.ts", "src/api/notification.ts"],
  order: [
    "server/routes/order.ts",
    "server/routes/order/approval.ts",
    "server/routes/order/files.ts",
    "server/routes/order/rows.ts",
    "server/routes/order/tracks.ts",
    "src/api/order.ts",
  ],
  "personal-settings": [
    "server/routes/personal-settings/afbase.ts",
    "server/routes/personal-settings/dept.ts",
    "server/routes/personal-settings/org.ts",
    "server/routes/personal-settings/permission.ts",
    "server/routes/personal-settings/user.ts",
    "src/api/personal-settings.ts",
  ],
  "quote-page": ["server/routes/quote-page.ts"],
  // Not API calls: the internal routes (npm run create-org), outside the contract.
  internal: ["server/routes/internal-orgs.ts"],
  // Not API calls: public files (the reference JSON, version.json), outside the contract.
  "public-files": ["server/routes/reference-json.ts", "server/routes/version-file.ts"],
  share: [
    "server/routes/external/internal-links.ts",
    "server/routes/external/public.ts",
    "server/routes/external/staff.ts",
  ],
  "share-links": ["src/api/share-links.ts"],
  waybill: ["server/routes/waybill.ts", "server/routes/address.ts", "src/api/waybill.ts"],
};

/** A route registered with a path written in the file: `.get("/x"`, `app.on("POST", "/y"`. */
const LITERAL_ROUTE =
  /\.(?:get|post|put|delete|patch|all)\(\s*["'`][/*]|\.on\(\s*(?:["'`][A-Z]+["'`]|\[[^\]]*\])\s*,\s*["'`[]/;
/** Reading the raw request: its body, query or path parameters, validated by hand. */
const RAW_REQUEST = /\breadJson\(|\bc\.req\.(?:json|query|queries|param|parseBody|formData|text)\(/;
/** A client call written by hand over the HTTP client rather than `call(entry)`. */
const HAND_CALL = /\b(?:api\.(?:get|post|put|delete)|request|requestBlob|uploadForm)\s*[<(]/;

function files(dir: string, ext = /\.tsx?$/): string[] {
  const full = path.join(ROOT, dir);
  const out: string[] = [];
  for (const name of readdirSync(full)) {
    const rel = path.join(dir, name);
    if (statSync(path.join(ROOT, rel)).isDirectory()) {
      if (name !== "__screenshots__") out.push(...files(rel, ext));
    } else if (ext.test(name)) out.push(rel);
  }
  return out;
}

/** A value for each parameter of a path: 1 (each pattern of ours takes digits or any text). */
const sampleParams = (p: string) =>
  Object.fromEntries([...p.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => [m[1], 1]));

const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const allowed = new Set(Object.values(NOT_CONVERTED).flat());

/** What a file breaks: each rule it fails, by name. */
function breaks(file: string): string[] {
  const text = read(file);
  const found: string[] = [];
  if (file.startsWith("server/routes/")) {
    if (LITERAL_ROUTE.test(text)) found.push("registers a route by its own path");
    if (RAW_REQUEST.test(text)) found.push("reads the raw request");
  }
  if (file.startsWith("src/api/") && HAND_CALL.test(text)) found.push("calls by hand");
  return found;
}

const ROUTE_FILES = files("server/routes");
// The client's own machinery: the HTTP client itself, the chat's socket, the failure catalogue.
const CLIENT_MACHINERY = new Set(["src/api/client.ts", "src/api/call.ts", "src/api/errors.ts"]);
const CLIENT_FILES = files("src/api").filter((f) => !CLIENT_MACHINERY.has(f));

describe("endpoints declared once (decision 0068)", () => {
  it("lists the features not converted yet, each file of which still needs its place", () => {
    const features = Object.keys(NOT_CONVERTED);
    console.info(
      `Not converted yet (${features.length}): ${features.join(", ") || "none"}\n` +
        Object.entries(NOT_CONVERTED)
          .map(([feature, list]) => `  ${feature}: ${list.join(", ")}`)
          .join("\n"),
    );
    const stale = [...allowed].filter((f) => breaks(f).length === 0);
    expect(stale, "converted: take these off NOT_CONVERTED").toEqual([]);
    const converted = Object.keys(ENDPOINT_GROUPS);
    expect(features.filter((f) => converted.includes(f))).toEqual([]);
  });

  it("registers and validates every route of a converted feature from its contract entry", () => {
    const problems = ROUTE_FILES.filter((f) => !allowed.has(f)).flatMap((f) =>
      breaks(f).map((b) => `${f}: ${b}`),
    );
    expect(problems).toEqual([]);
  });

  it("calls every endpoint of a converted feature through its entry", () => {
    const problems = CLIENT_FILES.filter((f) => !allowed.has(f)).flatMap((f) =>
      breaks(f).map((b) => `${f}: ${b}`),
    );
    expect(problems).toEqual([]);
  });

  it("writes each entry's path in src/contract alone", () => {
    const scanned = [
      ...files("src").filter((f) => !f.startsWith("src/contract/")),
      ...files("stories"),
      ...ROUTE_FILES,
    ];
    const texts = scanned.map((f) => [f, read(f)] as const);
    const problems: string[] = [];
    for (const entry of ENDPOINTS) {
      const plain = plainPath(entry.path);
      const colon = plain.indexOf(":");
      // A literal path in quotes, an msw pattern, or a template that starts the path.
      const needles =
        colon === -1
          ? [`"${plain}"`, `'${plain}'`, `\`${plain}\``, `\`${plain}?`]
          : [`"${plain}"`, `'${plain}'`, `\`${plain.slice(0, colon)}\${`];
      for (const [file, text] of texts) {
        const hit = needles.find((n) => text.includes(n));
        if (hit) problems.push(`${file}: ${hit} (${endpointKey(entry)})`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("derives the permission table from the entries, each key once, each path an API path", () => {
    const keys = ENDPOINTS.map(endpointKey);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    expect(keys.filter((k) => k in HAND_REQUIRES)).toEqual([]);
    for (const entry of ENDPOINTS) {
      expect(isApiPath(entry.path), entry.path).toBe(true);
      if (entry.permission === "public") {
        // No token at all: a public path, and no row of the table of what a token needs.
        expect(isPublicApi(fillPath(entry.path, sampleParams(entry.path))), entry.path).toBe(true);
        expect(REQUIRES[endpointKey(entry)]).toBeUndefined();
      } else expect(REQUIRES[endpointKey(entry)]).toBe(entry.permission);
    }
  });
});

describe("an entry's path", () => {
  it("is filled from the call's parameters, each URL-encoded, patterns with braces included", () => {
    expect(fillPath("/hrs/notice/:id{[0-9]{1,9}}", { id: 12 })).toBe("/hrs/notice/12");
    expect(fillPath("/hrs/permission/helpDoc/:name", { name: "新手 指引/1" })).toBe(
      "/hrs/permission/helpDoc/%E6%96%B0%E6%89%8B%20%E6%8C%87%E5%BC%95%2F1",
    );
    expect(fillPath("/a/:uuid{[0-9a-fA-F-]{36}}/files/:fileId", { uuid: "u", fileId: 3 })).toBe(
      "/a/u/files/3",
    );
    expect(() => fillPath("/hrs/workgroup/:id{[0-9]+}", {})).toThrow(/:id/);
  });

  it("matches the URL paths it names, and no others (a public entry's path)", () => {
    expect(pathPattern("/hrs/user/setPassword").test("/hrs/user/setPassword")).toBe(true);
    expect(pathPattern("/hrs/user/setPassword").test("/hrs/user/setPasswordX")).toBe(false);
    expect(pathPattern("/hrs/user/setPassword").test("/hrs/userXsetPassword")).toBe(false);
    const withId = pathPattern("/a/:id{[0-9]{1,9}}/b/:name");
    expect(withId.test("/a/12/b/x")).toBe(true);
    expect(withId.test("/a/x/b/x")).toBe(false);
    expect(withId.test("/a/12/b/x/y")).toBe(false);
  });

  it("is written without its patterns for msw", () => {
    expect(plainPath("/a/:uuid{[0-9a-fA-F-]{36}}/files/:fileId")).toBe("/a/:uuid/files/:fileId");
    expect(plainPath("/afbase/tariff/page")).toBe("/afbase/tariff/page");
  });
});
