import { describe, expect, it } from "vitest";
import type {
  AirportPage,
  CarrierPage,
  FlightPage,
  PublicRatePage,
  ReferenceVersion,
  SeaportPage,
  ShipCompanyPage,
  TactPage,
} from "../../src/contract/lookup.ts";
import {
  REFERENCE_FILES,
  type ReferenceData,
  type ReferenceName,
} from "../../src/domain/reference.ts";
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

describe("airline, seaport and shipping line lookups", () => {
  it("find Emirates by its AWB prefix, its code and its Chinese name, with its tracking site", async () => {
    for (const keyword of ["176", "ek", "阿联酋", "ｅｍｉｒａｔｅｓ"]) {
      const res = await get<CarrierPage>(
        `/afbase/carrier/page?keyword=${encodeURIComponent(keyword)}`,
        tokens.admin,
      );
      expect(res.status, keyword).toBe(200);
      expect(res.body.data.records[0], keyword).toMatchObject({
        iata: "EK",
        icao: "UAE",
        prefix: "176",
        nameZh: "阿联酋航空",
        trackingUrl: expect.stringContaining("skycargo"),
      });
    }
    // OpenFlights' airlines without a prefix are listed too, after the curated ones.
    const all = (await get<CarrierPage>("/afbase/carrier/page?size=100&current=9", tokens.admin))
      .body.data;
    expect(all.total).toBeGreaterThan(900);
  });

  // Issue 34: people type the short names; 美国航空 contains 国航 but must not come first.
  it("find carriers by the Chinese short names people type, the carrier named first", async () => {
    const first = async (keyword: string) => {
      const res = await get<CarrierPage>(
        `/afbase/carrier/page?keyword=${encodeURIComponent(keyword)}&size=100`,
        tokens.admin,
      );
      expect(res.status, keyword).toBe(200);
      return res.body.data.records.map((r) => r.iata);
    };
    const shortNames: [string, string][] = [
      ["东航", "MU"],
      ["南航", "CZ"],
      ["川航", "3U"],
      ["国航", "CA"],
      ["海航", "HU"],
      ["厦航", "MF"],
      ["深航", "ZH"],
      ["山航", "SC"],
      ["上航", "FM"],
      ["吉祥", "HO"],
      ["春秋", "9C"],
      ["汉莎", "LH"],
    ];
    for (const [keyword, iata] of shortNames) {
      expect((await first(keyword))[0], keyword).toBe(iata);
    }
    // The carrier whose name merely contains the short name is still found, after it.
    const guohang = await first("国航");
    expect(guohang.indexOf("AA")).toBeGreaterThan(0);
    // Rank: a whole code, a whole short name, a whole name, then prefixes and substrings.
    expect((await first("CA"))[0]).toBe("CA");
    expect((await first("美国航空"))[0]).toBe("AA");
    expect((await first("中国国际航空"))[0]).toBe("CA");
    expect((await first("中国"))[0]).toBe("CA");
  });

  it("sorts by a column in either direction and ignores an unknown column", async () => {
    const asc = (
      await get<CarrierPage>("/afbase/carrier/page?keyword=air&sort=prefix&order=asc", tokens.admin)
    ).body.data.records;
    const prefixes = asc.map((r) => r.prefix).filter((p): p is string => p !== null);
    expect(prefixes).toEqual([...prefixes].sort());
    expect(asc[0]?.prefix).toBe("001");
    const desc = (
      await get<CarrierPage>("/afbase/carrier/page?sort=prefix&order=desc&size=1", tokens.admin)
    ).body.data.records;
    expect(desc[0]?.prefix).toBe("999");
    const unknown = await get<CarrierPage>("/afbase/carrier/page?sort=nothing", tokens.admin);
    expect(unknown.status).toBe(200);
    expect((await get("/afbase/carrier/page?order=up", tokens.admin)).status).toBe(400);
  });

  it("find seaports by UN/LOCODE and names, with the country from i18n-iso-countries", async () => {
    for (const keyword of ["cnsha", "上海", "Shanghai"]) {
      const res = await get<SeaportPage>(
        `/sc/port/page?keyword=${encodeURIComponent(keyword)}`,
        tokens.admin,
      );
      expect(res.body.data.records[0], keyword).toMatchObject({
        locode: "CNSHA",
        countryCode: "CN",
        country: "China",
        countryZh: "中国",
        nameZh: "上海",
      });
    }
    const rotterdam = (await get<SeaportPage>("/sc/port/page?keyword=鹿特丹", tokens.admin)).body
      .data.records[0];
    expect(rotterdam).toMatchObject({ locode: "NLRTM", countryZh: "荷兰" });
  });

  it("find shipping lines by SCAC, container prefix and name", async () => {
    for (const keyword of ["cosu", "CSNU", "中远"]) {
      const res = await get<ShipCompanyPage>(
        `/sc/shipCompany/page?keyword=${encodeURIComponent(keyword)}`,
        tokens.admin,
      );
      expect(res.body.data.records[0]?.scac, keyword).toBe("COSU");
    }
  });

  it("answer only those granted each menu", async () => {
    for (const path of ["/afbase/carrier/page", "/sc/port/page", "/sc/shipCompany/page"]) {
      expect((await get(path, tokens.partner)).status, path).toBe(403);
      expect((await demo.h.call(path)).status, path).toBe(401);
      expect((await get(`${path}?current=0`, tokens.admin)).status, path).toBe(400);
    }
  });
});

describe("reference files", () => {
  it("name each file's content hash and serve it, cached for good under that hash", async () => {
    const version = (await demo.h.call("/static/json/version.json")) as Response;
    expect(version.status).toBe(200);
    expect(version.headers.get("cache-control")).toBe("no-cache");
    const hashes = (await version.json()) as ReferenceVersion;
    for (const [name, file] of Object.entries(REFERENCE_FILES) as [ReferenceName, string][]) {
      const hash = hashes[name];
      expect(hash).toMatch(/^[0-9a-f]{12}$/);
      const res = await demo.h.call(`/static/json/${file}?v=${hash}`, {
        headers: { "accept-encoding": "gzip" },
      });
      expect(res.status, file).toBe(200);
      expect(res.headers.get("cache-control"), file).toContain("immutable");
      expect(res.headers.get("content-encoding"), file).toBe("gzip");
      // Each file stays within 60 KB gzip.
      expect((await res.arrayBuffer()).byteLength, file).toBeLessThanOrEqual(60 * 1024);
      // Without the current hash the file is revalidated (no stale copy is kept).
      const old = await demo.h.call(`/static/json/${file}?v=0`);
      expect(old.headers.get("cache-control"), file).toBe("no-cache");
    }
    const airlines = (await (
      await demo.h.call(`/static/json/airlines.json?v=${hashes.airlines}`)
    ).json()) as ReferenceData["airlines"];
    expect(airlines.find((a) => a.prefix === "176")).toMatchObject({ iata: "EK" });
    const countries = (await (
      await demo.h.call(`/static/json/countryCode.json?v=${hashes.countries}`)
    ).json()) as ReferenceData["countries"];
    expect(countries.find((c) => c.code === "DE")).toEqual({
      code: "DE",
      nameEn: "Germany",
      nameZh: "德国",
    });
    const hot = (await (
      await demo.h.call(`/static/json/exportHotCities.json?v=${hashes.exportHotCities}`)
    ).json()) as ReferenceData["exportHotCities"];
    expect(hot[0]).toEqual({ code: "FRA", nameEn: "Frankfurt", nameZh: "法兰克福" });
    expect((await demo.h.call("/static/json/nothing.json")).status).toBe(404);
  });
});

describe("rates and flights (seeded)", () => {
  it("TACT rates by route, with the minimum, normal and every weight break falling", async () => {
    const res = await get<TactPage>("/afbase/tact/page?keyword=PVG-FRA", tokens.admin);
    expect(res.status).toBe(200);
    const rate = res.body.data.records[0];
    expect(rate).toMatchObject({ route: "PVG-FRA", origin: "PVG", destination: "FRA" });
    const chain = [rate?.normal, rate?.q45, rate?.q100, rate?.q300, rate?.q500, rate?.q1000];
    expect(chain.every((x, i) => i === 0 || (x ?? 0) < (chain[i - 1] ?? 0))).toBe(true);
    expect(rate?.minimum).toBeGreaterThan(0);
    // Farther is dearer.
    const near = (await get<TactPage>("/afbase/tact/page?keyword=PVG-NRT", tokens.admin)).body.data
      .records[0];
    expect(near?.normal).toBeLessThan(rate?.normal ?? 0);
  });

  it("published rates by carrier, for the partner too (it holds /af_tact_public)", async () => {
    const res = await get<PublicRatePage>("/afbase/tactPublic/page?keyword=PVG", tokens.partner);
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBeGreaterThan(30);
    expect(res.body.data.records[0]).toMatchObject({ origin: "PVG", currency: "CNY" });
    expect((await get("/afbase/tact/page", tokens.partner)).status).toBe(403);
  });

  it("flights by route and by the weekday of a date", async () => {
    const all = (await get<FlightPage>("/afbase/flight/page?keyword=pvg-fra", tokens.admin)).body
      .data;
    expect(all.total).toBeGreaterThan(0);
    expect(all.records.every((f) => f.route === "PVG-FRA")).toBe(true);
    // 2026-11-23 is a Monday (ISO weekday 1).
    const monday = (
      await get<FlightPage>(
        "/afbase/flight/page?keyword=PVG&date=2026-11-23&size=100",
        tokens.admin,
      )
    ).body.data;
    expect(monday.records.length).toBeGreaterThan(0);
    expect(monday.records.every((f) => f.days.includes("1"))).toBe(true);
    expect((await get("/afbase/flight/page?date=2026-13-45", tokens.admin)).status).toBe(400);
    expect((await get("/afbase/flight/page?date=tomorrow", tokens.admin)).status).toBe(400);
  });
});
