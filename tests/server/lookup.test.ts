import { describe, expect, it } from "vitest";
import type { AirportPage } from "../../src/contract/lookup.ts";
import { demoServer } from "./helpers.ts";

const demo = demoServer("admin", "partner");
const { get, tokens } = demo;
const PAGE = "/afbase/airport/page";

describe("airport lookup", () => {
  it("finds Pudong by its Chinese name and by its code in any case or width", async () => {
    for (const keyword of ["浦东", "pvg", "PVG", "ＰＶＧ", "zspd", "上海浦东"]) {
      const res = await get<AirportPage>(
        `${PAGE}?keyword=${encodeURIComponent(keyword)}`,
        tokens.admin,
      );
      expect(res.status, keyword).toBe(200);
      expect(res.body.data.records[0]?.iata, keyword).toBe("PVG");
    }
    const pvg = (await get<AirportPage>(`${PAGE}?keyword=pvg`, tokens.admin)).body.data.records[0];
    expect(pvg).toMatchObject({
      icao: "ZSPD",
      nameZh: "上海浦东国际机场",
      cityZh: "上海",
      cityEn: "Shanghai",
      country: "China",
      countryZh: "中国",
      timeZone: "Asia/Shanghai",
    });
  });

  it("ranks a code match before names that merely contain the keyword", async () => {
    const res = await get<AirportPage>(`${PAGE}?keyword=lax`, tokens.admin);
    expect(res.body.data.records[0]?.iata).toBe("LAX");
    expect(res.body.data.total).toBeGreaterThan(1);
  });

  it("pages the whole list, the airports with Chinese names first", async () => {
    const first = (await get<AirportPage>(`${PAGE}?size=5`, tokens.admin)).body.data;
    expect(first.total).toBeGreaterThan(5000);
    expect(first.records).toHaveLength(5);
    expect(first.records.every((r) => r.nameZh)).toBe(true);
    const later = (await get<AirportPage>(`${PAGE}?size=5&current=2`, tokens.admin)).body.data;
    expect(later.current).toBe(2);
    expect(later.records[0]?.iata).not.toBe(first.records[0]?.iata);
  });

  it("answers an unknown keyword with an empty page", async () => {
    const res = await get<AirportPage>(`${PAGE}?keyword=zzzzqqq`, tokens.admin);
    expect(res.body.data).toMatchObject({ total: 0, records: [] });
  });

  it("refuses a bad page, an oversized keyword and a caller without the menu", async () => {
    expect((await get(`${PAGE}?size=0`, tokens.admin)).status).toBe(400);
    expect((await get(`${PAGE}?current=x`, tokens.admin)).status).toBe(400);
    expect((await get(`${PAGE}?keyword=${"a".repeat(51)}`, tokens.admin)).status).toBe(400);
    // The external partner's role has no /af_airport menu.
    expect((await get(`${PAGE}?keyword=pvg`, tokens.partner)).status).toBe(403);
    expect((await demo.h.call(`${PAGE}?keyword=pvg`)).status).toBe(401);
  });
});
