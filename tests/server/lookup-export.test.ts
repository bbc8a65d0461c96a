import readXlsxFile from "read-excel-file/node";
import { describe, expect, it } from "vitest";
import type { Page } from "../../src/contract/http.ts";
import {
  type AirportPage,
  type FlightPage,
  LOOKUP_EXPORT_PATHS,
  type LookupExportBody,
} from "../../src/contract/lookup.ts";
import { LOOKUP_EXPORT_HEADERS } from "../../src/domain/lookup-export.ts";
import type { TariffRow } from "../../src/domain/tariff.ts";
import { demoServer } from "./helpers.ts";

const demo = demoServer("admin", "partner");
const { get, tokens } = demo;

type Body = Omit<LookupExportBody, "query"> & { query?: Record<string, unknown> };

async function post(path: string, body: Body | unknown, token = tokens.admin) {
  return demo.h.call(path, {
    method: "POST",
    token,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** Posts an export and reads the answered sheet back: its header row and its rows. */
async function exported(path: string, body: Body) {
  const res = await post(path, body);
  expect(
    res.status,
    await res
      .clone()
      .text()
      .catch(() => ""),
  ).toBe(200);
  expect(res.headers.get("content-type")).toContain("spreadsheetml");
  const bytes = Buffer.from(await res.arrayBuffer());
  const [sheet] = await readXlsxFile(bytes);
  const [header = [], ...rows] = sheet?.data ?? [];
  expect(res.headers.get("x-row-count")).toBe(String(rows.length));
  return { header, rows };
}

const AIRPORTS = LOOKUP_EXPORT_PATHS.airports;

describe("lookup export: each mode answers exactly the rows and columns asked", () => {
  it("this page: the same rows the page shows, in its order, only the columns chosen", async () => {
    const page = (
      await get<AirportPage>("/afbase/airport/page?keyword=san&size=5&current=2", tokens.admin)
    ).body.data;
    const { header, rows } = await exported(AIRPORTS, {
      mode: "page",
      columns: ["iata", "nameZh", "timeZone"],
      query: { keyword: "san", current: 2, size: 5 },
    });
    expect(header).toEqual([
      LOOKUP_EXPORT_HEADERS.iata,
      LOOKUP_EXPORT_HEADERS.nameZh,
      LOOKUP_EXPORT_HEADERS.timeZone,
    ]);
    expect(page.records).toHaveLength(5);
    expect(rows.map((r) => r[0])).toEqual(page.records.map((r) => r.iata));
    expect(rows.every((r) => r.length <= 3)).toBe(true);
  });

  it("selected rows: exactly those named, in the order named, whatever the keyword", async () => {
    const { rows } = await exported(AIRPORTS, {
      mode: "selected",
      columns: ["iata", "icao", "cityEn"],
      query: { keyword: "nothing-matches-this" },
      ids: ["PVG", "LAX", "FRA"],
    });
    expect(rows).toEqual([
      ["PVG", "ZSPD", "Shanghai"],
      ["LAX", "KLAX", "Los Angeles"],
      ["FRA", "EDDF", "Frankfurt"],
    ]);
  });

  it("the whole filter: every match of the keyword and sort, not just a page", async () => {
    const all = (
      await get<AirportPage>(
        "/afbase/airport/page?keyword=sant&size=100&sort=iata&order=desc",
        tokens.admin,
      )
    ).body.data;
    expect(all.total).toBeGreaterThan(5);
    expect(all.total).toBeLessThanOrEqual(100);
    const { rows } = await exported(AIRPORTS, {
      mode: "filter",
      columns: ["iata"],
      query: { keyword: "sant", current: 1, size: 5, sort: "iata", order: "desc" },
    });
    expect(rows.map((r) => r[0])).toEqual(all.records.map((r) => r.iata));
  });

  it("flights: the filter keeps the date's weekday; figures stay numbers, yes/no reads as text", async () => {
    const page = (
      await get<FlightPage>(
        "/afbase/flight/page?keyword=pvg&date=2026-11-30&size=100",
        tokens.admin,
      )
    ).body.data;
    const { rows } = await exported(LOOKUP_EXPORT_PATHS.flights, {
      mode: "filter",
      columns: ["flightNo", "arrivalDays", "freighter"],
      query: { keyword: "pvg", date: "2026-11-30" },
    });
    expect(rows).toHaveLength(page.total);
    expect(rows.map((r) => r[0])).toEqual(page.records.map((f) => f.flightNo));
    expect(rows.every((r) => typeof r[1] === "number" && ["是", "否"].includes(String(r[2])))).toBe(
      true,
    );
  });

  it("tariffs (the organisation's own rows): selected by id, and the filter", async () => {
    const page = (await get<Page<TariffRow>>("/afbase/tariff/page?keyword=pvg-fra", tokens.admin))
      .body.data;
    expect(page.total).toBe(2);
    const [first, second] = page.records;
    if (!first || !second) throw new Error("seeded PVG-FRA");
    const picked = await exported(LOOKUP_EXPORT_PATHS.tariffs, {
      mode: "selected",
      columns: ["carrier", "normal"],
      ids: [String(second.id)],
    });
    expect(picked.rows).toEqual([[second.carrier, second.normal]]);
    const filter = await exported(LOOKUP_EXPORT_PATHS.tariffs, {
      mode: "filter",
      columns: ["origin", "destination", "carrier"],
      query: { keyword: "pvg-fra" },
    });
    expect(filter.rows.map((r) => r[2])).toEqual(page.records.map((r) => r.carrier));
  });

  it("every lookup answers its export at its contract path", async () => {
    for (const [name, path] of Object.entries(LOOKUP_EXPORT_PATHS)) {
      const res = await post(path, {
        mode: "page",
        columns: [firstColumn(name)],
        query: { size: 3 },
      });
      expect(res.status, path).toBe(200);
      expect(Number(res.headers.get("x-row-count")), path).toBeGreaterThan(0);
      await res.arrayBuffer();
    }
  });
});

function firstColumn(name: string): string {
  const first: Record<string, string> = {
    carriers: "iata",
    ports: "locode",
    shipCompanies: "scac",
    flights: "flightNo",
    tact: "origin",
    publicRates: "carrier",
    tariffs: "origin",
  };
  return first[name] ?? "iata";
}

describe("lookup export: bad bodies and callers", () => {
  it("answers 400 with a message for a bad mode, column, selection or field", async () => {
    const bad: unknown[] = [
      { mode: "everything", columns: ["iata"] },
      { mode: "page", columns: [] },
      { mode: "page", columns: ["orderCode"] },
      { mode: "page", columns: ["iata"], query: { size: "0" } },
      { mode: "page", columns: ["iata"], query: { keyword: "x".repeat(51) } },
      { mode: "selected", columns: ["iata"] },
      { mode: "selected", columns: ["iata"], ids: [1] },
      { mode: "page", columns: ["iata"], extra: true },
      [],
    ];
    for (const body of bad) {
      const res = await post(AIRPORTS, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const answer = (await res.json()) as { messageInfo?: string };
      expect(answer.messageInfo, JSON.stringify(body)).toMatch(/[\u4e00-\u9fff]/);
    }
    const tariff = await post(LOOKUP_EXPORT_PATHS.tariffs, {
      mode: "selected",
      columns: ["origin"],
      ids: ["abc"],
    });
    expect(tariff.status).toBe(400);
  });

  it("refuses a caller without the table's menu", async () => {
    const res = await post(AIRPORTS, { mode: "page", columns: ["iata"] }, tokens.partner);
    expect(res.status).toBe(403);
  });
});

describe("lookup search cost (docs/perf-journal.md §33)", () => {
  it("asks the database nothing per search on the embedded database, and on PostgreSQL only the session and the role's grants", async () => {
    const db = demo.h.db;
    // First calls touch the session if it is due (a write at most once a minute) and fill the
    // embedded database's session and grant cache (decision 39), not counted.
    await get<AirportPage>("/afbase/airport/page?keyword=pvg", tokens.admin);
    await get<AirportPage>("/afbase/airport/page?keyword=pek", tokens.admin);
    const query = db.query;
    const seen: string[] = [];
    db.query = ((sql: string, params?: unknown[]) => {
      seen.push(sql.replace(/\s+/g, " ").slice(0, 60));
      return query.call(db, sql, params);
    }) as typeof db.query;
    try {
      const res = await get<AirportPage>("/afbase/airport/page?keyword=shang", tokens.admin);
      expect(res.status).toBe(200);
    } finally {
      db.query = query;
    }
    // Each query waits its turn on the one embedded connection: a second menu check in the
    // route (as there was) made a search at typing pace half again as slow. The airports
    // themselves are searched in memory (§29).
    expect(seen, seen.join("\n")).toHaveLength(db.kind === "pglite" ? 0 : 2);
  });
});
