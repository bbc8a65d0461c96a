import { describe, expect, it } from "vitest";
import writeXlsxFile from "write-excel-file/node";
import type { Page } from "../../src/contract/http.ts";
import {
  TARIFF_COLUMNS,
  type TariffImportResult,
  type TariffRow,
} from "../../src/domain/tariff.ts";
import { demoServer } from "./helpers.ts";

const demo = demoServer("admin", "staff", "partner");
const { get, tokens } = demo;

type Cell = string | number | null;
async function sheet(rows: Cell[][]): Promise<Buffer> {
  const header = TARIFF_COLUMNS.map(([, label]) => ({ value: label }));
  const data = [header, ...rows.map((r) => r.map((value) => ({ value })))];
  return writeXlsxFile(data as never).toBuffer();
}

async function upload(bytes: Buffer, token = tokens.admin, name = "tariffs.xlsx") {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], name));
  const res = await demo.h.call("/afbase/tariff/import", { method: "POST", body: form, token });
  return {
    status: res.status,
    body: (await res.json()) as { data: TariffImportResult; messageInfo?: string },
  };
}

const send = (method: string, path: string, body: unknown, token = tokens.admin) =>
  demo.h.call(path, {
    method,
    token,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("tariffs", () => {
  it("lists the organisation's seeded tariffs by route, searchable and sortable", async () => {
    const res = await get<Page<TariffRow>>("/afbase/tariff/page?keyword=pvg-fra", tokens.admin);
    expect(res.status).toBe(200);
    expect(res.body.data.records.map((r) => r.carrier).sort()).toEqual(["CA", "LH"]);
    const sorted = (
      await get<Page<TariffRow>>("/afbase/tariff/page?sort=normal&order=desc", tokens.admin)
    ).body.data.records;
    expect(sorted[0]?.normal).toBeGreaterThanOrEqual(sorted[1]?.normal ?? 0);
    expect((await get("/afbase/tariff/page", tokens.partner)).status).toBe(403);
  });

  it("edits with the version: a stale save answers 409 and changes nothing", async () => {
    const row = (await get<Page<TariffRow>>("/afbase/tariff/page?keyword=pvg-dxb", tokens.admin))
      .body.data.records[0];
    if (!row) throw new Error("seeded PVG-DXB");
    const { id, version, route: _route, ...fields } = row;
    const saved = await send("PUT", `/afbase/tariff/${id}`, { ...fields, normal: 30, version });
    expect(saved.status).toBe(200);
    const stale = await send("PUT", `/afbase/tariff/${id}`, { ...fields, normal: 99, version });
    expect(stale.status).toBe(409);
    const now = (await get<Page<TariffRow>>("/afbase/tariff/page?keyword=pvg-dxb", tokens.admin))
      .body.data.records[0];
    expect(now).toMatchObject({ normal: 30, version: version + 1 });
    const bad = await send("PUT", `/afbase/tariff/${id}`, {
      ...fields,
      origin: "PV",
      version: version + 1,
    });
    expect(bad.status).toBe(400);
  });

  it("imports an .xlsx and reports its one bad row by number; the good rows are saved", async () => {
    const bytes = await sheet([
      [
        "PEK",
        "ORD",
        "CA",
        "CNY",
        350,
        55.5,
        42,
        37.7,
        33.9,
        31,
        28.3,
        "2026-01-01",
        "2026-12-31",
        "",
      ],
      ["PEK", "JFK", "CA", "CNY", 350, "abc", 42, 37.7, 33.9, 31, 28.3, null, null, "bad rate"],
      ["PEK", "LAX", "", "CNY", 350, 52, 40, 35, 31, 29, 26, null, null, "any carrier"],
    ]);
    const res = await upload(bytes);
    expect(res.status).toBe(200);
    expect(res.body.data.imported).toBe(2);
    expect(res.body.data.errors).toEqual([{ row: 3, message: "普通运价应为数字" }]);
    const ord = (await get<Page<TariffRow>>("/afbase/tariff/page?keyword=PEK-ORD", tokens.admin))
      .body.data.records[0];
    expect(ord).toMatchObject({ carrier: "CA", normal: 55.5, validTo: "2026-12-31" });
  });

  it("refuses a file that is not an .xlsx, a wrong header, and a role without the button", async () => {
    expect(
      (await upload(Buffer.from("origin,destination\nPVG,FRA"), tokens.admin, "x.csv")).status,
    ).toBe(400);
    const wrong = await writeXlsxFile([[{ value: "from" }, { value: "to" }]] as never).toBuffer();
    const header = await upload(wrong);
    expect(header.status).toBe(400);
    expect(header.body.messageInfo).toBe("表头与模板不一致，请使用导出的模板");
    expect((await upload(await sheet([]), tokens.partner)).status).toBe(403);
  });

  it("creates a route once (a second create answers 409) and deletes it with its version", async () => {
    const fields = {
      origin: "CTU",
      destination: "AMS",
      carrier: "KL",
      currency: "CNY",
      minimum: 320,
      normal: 48,
      q45: 40,
      q100: 36,
      q300: 33,
      q500: 30,
      q1000: 28,
      validFrom: null,
      validTo: null,
      remark: "",
    };
    expect((await send("POST", "/afbase/tariff", fields)).status).toBe(200);
    expect((await send("POST", "/afbase/tariff", fields)).status).toBe(409);
    const find = async () =>
      (await get<Page<TariffRow>>("/afbase/tariff/page?keyword=ctu-ams", tokens.admin)).body.data
        .records[0];
    const row = await find();
    if (!row) throw new Error("created CTU-AMS");
    expect(row).toMatchObject({ carrier: "KL", normal: 48, version: 1 });

    const del = (query: string, token = tokens.admin) =>
      demo.h.call(`/afbase/tariff/${row.id}${query}`, { method: "DELETE", token });
    // A stale version, no version, and a role without the button change nothing.
    expect((await del(`?version=${row.version + 1}`)).status).toBe(409);
    expect((await del("")).status).toBe(400);
    expect((await del("?version=abc")).status).toBe(400);
    expect((await del(`?version=${row.version}`, tokens.partner)).status).toBe(403);
    expect(await find()).toMatchObject({ id: row.id });

    expect((await del(`?version=${row.version}`)).status).toBe(200);
    expect(await find()).toBeUndefined();
    expect((await del(`?version=${row.version}`)).status).toBe(404);
  });
});
