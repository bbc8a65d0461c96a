import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { quoteConfig } from "../../server/routes/quote-page.ts";
import type { InquiryRecord } from "../../src/domain/inquiry.ts";
import { demoServer } from "./helpers.ts";

const demo = demoServer("admin", "staff", "partner", "admin2");
const { get, send: post, tokens } = demo;

describe("quote search and inquiries", () => {
  it("creates the agent branch once per organisation", async () => {
    expect(
      (await get("/afbase/orderInquiry/getFourYCWhenInquiry", tokens.staff)).body,
    ).toMatchObject({ code: 0, data: null });
    const made = await post<{ agentCode: string }>(
      "/afbase/orderInquiry/createFourYCWhenInquiry",
      tokens.staff,
    );
    expect(made.body).toMatchObject({
      code: 0,
      messageInfo: "保存成功！",
      data: { agentCode: "YC" },
    });
    expect(
      (await get("/afbase/orderInquiry/getFourYCWhenInquiry", tokens.admin)).body.data,
    ).not.toBeNull();
    expect(
      (await get("/afbase/orderInquiry/getFourYCWhenInquiry", tokens.admin2)).body.data,
    ).toBeNull();
  });

  it("saves an inquiry and lists only the caller's", async () => {
    const body = {
      departure: "pvg",
      destination: "LAX",
      grossWeight: "120.5",
      pieces: "3",
      volume: "0.8",
      flightDate: "2026-12-01",
      airline: "MU",
      cargoName: "电子配件",
      remark: "",
      source: "YC",
    };
    const saved = await post<InquiryRecord>("/afbase/orderInquiry/save", tokens.partner, body);
    expect(saved.body.code).toBe(0);
    expect(saved.body.data).toMatchObject({
      departure: "PVG",
      grossWeight: 120.5,
      pieces: 3,
      volume: 0.8,
      source: "YC",
    });
    expect(saved.body.data.inquiryNo).toMatch(/^XJ\d{14}$/);
    const mine = await get<{ total: number; records: InquiryRecord[] }>(
      "/afbase/orderInquiry/list",
      tokens.partner,
    );
    expect(mine.body.data.records[0]?.id).toBe(saved.body.data.id);
    const theirs = await get<{ records: InquiryRecord[] }>(
      "/afbase/orderInquiry/list",
      tokens.staff,
    );
    expect(theirs.body.data.records.some((r) => r.id === saved.body.data.id)).toBe(false);
  });

  it.each([
    [{ departure: "PV" }, "始发港应为 3 位字母三字码"],
    [{ grossWeight: "-1" }, "毛重应为数字，最多 3 位小数"],
    [{ pieces: "1.5" }, "件数应为正整数"],
    [{ flightDate: "2026-02-30" }, "航班日期应为 YYYY-MM-DD 格式的日期"],
    [{ source: "X" }, "来源不正确"],
    [{ extra: 1 }, "请求参数有误：不支持的字段 extra"],
  ])("refuses %j with 400", async (patch, message) => {
    const base = {
      departure: "PVG",
      destination: "LAX",
      grossWeight: "100",
      pieces: "1",
      volume: "",
      flightDate: "",
      airline: "",
      cargoName: "",
      remark: "",
      source: "MANUAL",
    };
    const res = await post("/afbase/orderInquiry/save", tokens.staff, { ...base, ...patch });
    expect(res.status).toBe(400);
    expect(res.body.messageInfo).toBe(message);
  });

  it("serves the quote page with seeded rates and its script, without a login", async () => {
    const res = await demo.h.call("/quote.html?f=pvg&t=LAX&w=120&p=3&v=0.8");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("PVG → LAX");
    expect(html).toContain("计费重量 134 kg");
    expect(html).toContain('data-inquire="');
    const script = await demo.h.call("/quote.js");
    expect(await script.text()).toContain("createInquiry");
    expect((await demo.h.call("/quote.html?f=%3Cscript%3E")).status).toBe(200);
  });

  it("points the frame at our own page unless QUOTE_URL says otherwise", async () => {
    const cfg = await get<{ url: string; origin: string }>("/afbase/quote/config", tokens.staff);
    expect(cfg.body.data).toEqual({ url: "/quote.html", origin: "" });
    const external = loadConfig({ QUOTE_URL: "https://quote.example.com/search" }).quoteUrl;
    expect(quoteConfig(external, "http://localhost:8080/x")).toEqual({
      url: "https://quote.example.com/search",
      origin: "https://quote.example.com",
    });
    expect(loadConfig({ QUOTE_URL: "javascript:alert(1)" }).quoteUrl).toBeUndefined();
  });
});
