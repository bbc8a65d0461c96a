import { existsSync } from "node:fs";
import PDFDocument from "pdfkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCountryIndex } from "../../server/waybill/address-book.ts";
import type { AddressRecognition } from "../../src/domain/address-recognition.ts";
import { measureAccuracy, recogniseWith } from "./address-accuracy.ts";
import { ADDRESS_CASES } from "./fixtures/addresses.ts";
import { type Harness, startHarness } from "./harness.ts";
import { answer, api, signIn } from "./helpers.ts";

let h: Harness;
let admin = "";
let admin2 = "";

beforeAll(async () => {
  h = await startHarness();
  ({ admin, admin2 } = await signIn(h, "admin", "admin2"));
});
afterAll(() => h.close());

async function recognise(body: unknown, token = admin, contentType = "application/json") {
  const res = await h.call("/afbase/address/recognize", {
    method: "POST",
    token,
    headers: { "content-type": contentType },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return answer<AddressRecognition | null>(res);
}

async function upload(bytes: Uint8Array, name: string, role?: string) {
  const form = new FormData();
  form.set("file", new File([Buffer.from(bytes)], name, { type: "application/pdf" }));
  if (role) form.set("role", role);
  const res = await h.call("/afbase/address/recognize", {
    method: "POST",
    token: admin,
    body: form,
  });
  return answer<AddressRecognition | null>(res);
}

const CJK_FONT = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc";

function makePdf(lines: string[], options: { cjk?: boolean; draw?: boolean } = {}) {
  return new Promise<Uint8Array>((resolve) => {
    const doc = new PDFDocument({ size: "A4", info: { CreationDate: new Date(0) } });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    if (options.cjk) doc.font(CJK_FONT, "NotoSansCJKsc-Regular");
    if (options.draw) doc.rect(50, 50, 200, 100).fill("#002FA7");
    for (const line of lines) doc.text(line);
    doc.end();
  });
}

describe("recognition accuracy", () => {
  it("reads at least 90 % of the fields of the fixture set right", async () => {
    expect(ADDRESS_CASES.length).toBeGreaterThanOrEqual(40);
    const index = await loadCountryIndex(h.db);
    const result = measureAccuracy(recogniseWith(index));
    const percent = (result.accuracy * 100).toFixed(1);
    console.log(
      `address recognition: ${result.right}/${result.counted} fields right (${percent} %) over ${ADDRESS_CASES.length} blocks`,
    );
    for (const miss of result.misses) console.log("  miss", JSON.stringify(miss));
    expect(result.accuracy).toBeGreaterThanOrEqual(0.9);
  });
});

describe("POST /afbase/address/recognize — text", () => {
  it("splits a US block, notes the ZIP+4 the party rules refuse, and suggests the known company", async () => {
    const { status, body } = await recognise({
      text: "ACME TRADING LLC\n1200 E 7TH STREET SUITE 300\nLOS ANGELES, CA 90021-1234\nUSA\nTEL: +1 213 555 0147",
      role: "consignee",
    });
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    const data = body.data as AddressRecognition;
    expect(data.fields).toMatchObject({
      name: "ACME TRADING LLC",
      city: "LOS ANGELES",
      state: "CA",
      postcode: "90021-1234",
      country: "US",
      cityCode: "LAX",
    });
    expect(data.uncertain).toContainEqual({
      field: "postcode",
      reason: "format",
      message: "美国邮编必须为5位数字",
    });
    expect(data.suggestions[0]?.scName).toBe("ACME TRADING LLC");
    expect(data.source).toBe("text");
  });

  it("cuts fields to the spec's limits and says which", async () => {
    const longName = `GLOBAL ${"VERY LONG ".repeat(15)}TRADING LTD`;
    const { body } = await recognise({
      text: `${longName}\n1 MAIN STREET\n60311 FRANKFURT\nGERMANY\nEORI: ${"DE".repeat(30)}`,
    });
    const data = body.data as AddressRecognition;
    expect(data.fields.name?.length).toBeLessThanOrEqual(100);
    expect(data.fields.code?.length).toBe(50);
    expect(data.truncated).toEqual(expect.arrayContaining(["name", "code"]));
  });

  it("marks a country it cannot resolve instead of cutting it to two letters", async () => {
    const { body } = await recognise({ text: "ACME\n1 MAIN STREET\nCountry: Atlantis" });
    const data = body.data as AddressRecognition;
    expect(data.fields.country).toBeUndefined();
    expect(data.uncertain).toContainEqual({
      field: "country",
      reason: "unresolved",
      message: "Atlantis",
    });
  });

  it("only suggests companies of the caller's organisation", async () => {
    const text = "RHEIN-MAIN TECHNIK GMBH\nHANAUER LANDSTRASSE 182\n60314 FRANKFURT\nGERMANY";
    const demo = (await recognise({ text })).body.data as AddressRecognition;
    expect(demo.suggestions.map((s) => s.scName)).toContain("RHEIN-MAIN TECHNIK GMBH");
    const other = (await recognise({ text }, admin2)).body.data as AddressRecognition;
    expect(other.suggestions.map((s) => s.scName)).not.toContain("RHEIN-MAIN TECHNIK GMBH");
  });

  it("refuses 10 kB of text with a clear message", async () => {
    const { status, body } = await recognise({ text: "ACME TRADING 123 MAIN ST ".repeat(420) });
    expect(status).toBe(400);
    expect(body.messageInfo).toBe("地址文本不能超过4000个字符，请只粘贴一个地址");
  });

  it("answers bad input with 400/415 and Chinese messages, never 500", async () => {
    const cases: [unknown, string, number, string][] = [
      [{ text: "" }, "application/json", 400, "请粘贴地址文本或上传PDF文件"],
      [{ text: "   \n  " }, "application/json", 400, "请粘贴地址文本或上传PDF文件"],
      [{}, "application/json", 400, "请粘贴地址文本或上传PDF文件"],
      [{ text: 42 }, "application/json", 400, "请粘贴地址文本或上传PDF文件"],
      [
        { text: "ACME", role: "notify" },
        "application/json",
        400,
        "地址角色只能为 shipper 或 consignee",
      ],
      ["{not json", "application/json", 400, "请求参数有误：JSON 格式不正确"],
      ["text=ACME", "text/plain", 415, "请求格式不支持"],
      [
        { fileName: "a.pdf", fileBase64: "@@@" },
        "application/json",
        400,
        "请求参数有误：文件内容不是有效的Base64",
      ],
    ];
    for (const [payload, type, status, message] of cases) {
      const res = await recognise(payload, admin, type);
      expect(res.status, JSON.stringify(payload)).toBe(status);
      expect(res.body.messageInfo).toBe(message);
    }
  });

  it("says nothing was found for text without an address", async () => {
    const { status, body } = await recognise({ text: "----\n====\n" });
    expect(status).toBe(200);
    expect(body.code).toBe(1);
    expect(body.messageInfo).toBe("未识别到地址信息，请检查文本后重试");
  });

  it("needs a login", async () => {
    const res = await h.call("/afbase/address/recognize", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text: "ACME" }),
    });
    expect(res.status).toBe(401);
  });
});

describe("POST /afbase/address/recognize — PDF", () => {
  it("reads the consignee from an invoice PDF with a text layer", async () => {
    const pdf = await makePdf([
      "COMMERCIAL INVOICE",
      "SHIPPER:",
      "SHANGHAI BRIGHTLUX LIGHTING CO., LTD.",
      "NO. 88 JINKE ROAD, PUDONG NEW DISTRICT",
      "SHANGHAI 201203, CHINA",
      "CONSIGNEE:",
      "BRIGHTLUX EUROPE B.V.",
      "KEIZERSGRACHT 123",
      "1015 CJ AMSTERDAM",
      "THE NETHERLANDS",
      "TEL: +31 20 555 0199",
      "DESCRIPTION OF GOODS: LED PANEL LIGHTS",
    ]);
    const { status, body } = await upload(pdf, "invoice.pdf", "consignee");
    expect(status).toBe(200);
    const data = body.data as AddressRecognition;
    expect(data.source).toBe("pdf");
    expect(data.fields).toMatchObject({
      name: "BRIGHTLUX EUROPE B.V.",
      address: "KEIZERSGRACHT 123",
      city: "AMSTERDAM",
      postcode: "1015 CJ",
      country: "NL",
      phone: "+31 20 555 0199",
      cityCode: "AMS",
    });
  });

  it.runIf(existsSync(CJK_FONT))("reads a Chinese PDF", async () => {
    const pdf = await makePdf(
      ["发货人：上海华东贸易有限公司", "地址：上海市浦东新区世纪大道100号", "电话：021-68881234"],
      { cjk: true },
    );
    const { body } = await upload(pdf, "发货人.pdf");
    const data = body.data as AddressRecognition;
    expect(data.fields).toMatchObject({
      name: "上海华东贸易有限公司",
      city: "SHANGHAI",
      country: "CN",
    });
  });

  it("also takes the PDF as base64 JSON (the app's client)", async () => {
    const pdf = await makePdf([
      "PENNINE CRAFTS LTD",
      "45 OLDHAM STREET",
      "MANCHESTER M1 1JG",
      "UK",
    ]);
    const { body } = await recognise({
      fileName: "address.PDF",
      fileBase64: Buffer.from(pdf).toString("base64"),
    });
    expect((body.data as AddressRecognition).fields).toMatchObject({
      city: "MANCHESTER",
      country: "GB",
    });
  });

  it("refuses a PDF without a text layer with a clear message", async () => {
    const pdf = await makePdf([], { draw: true });
    const { status, body } = await upload(pdf, "scan.pdf");
    expect(status).toBe(400);
    expect(body.messageInfo).toBe("PDF中没有可识别的文字（可能是扫描件），请粘贴地址文本");
  });

  it("refuses a binary that only claims to be a PDF", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    const { status, body } = await upload(png, "address.pdf");
    expect(status).toBe(400);
    expect(body.messageInfo).toBe("文件内容与扩展名不符：不是有效的PDF文件");
  });

  it("refuses a broken PDF and other file types", async () => {
    const broken = new TextEncoder().encode("%PDF-1.7\n1 0 obj garbage\n%%EOF");
    const res = await upload(broken, "broken.pdf");
    expect(res.status).toBe(400);
    expect(res.body.messageInfo).toBe("PDF文件无法读取，请确认文件完整且未加密");
    const word = await upload(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]), "address.doc");
    expect(word.status).toBe(400);
    expect(word.body.messageInfo).toBe("地址识别仅支持PDF文件");
    const empty = await upload(new Uint8Array(), "empty.pdf");
    expect(empty.status).toBe(400);
  });

  it("refuses files over 2 MB", async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 10);
    big.set(new TextEncoder().encode("%PDF-1.4\n"));
    const { status, body } = await upload(big, "big.pdf");
    expect(status).toBe(413);
    expect(["文件不能超过2MB", "请求内容过大"]).toContain(body.messageInfo);
  });
});

describe("GET /afbase/airport/searchCountryByEnName/{name}", () => {
  const { get } = api(() => h);
  const lookup = (name: string) =>
    get<{ nationCode: string } | null>(
      `/afbase/airport/searchCountryByEnName/${encodeURIComponent(name)}`,
      admin,
    );

  it("finds countries by English name, alias, code and Chinese name", async () => {
    for (const [name, code] of [
      ["Germany", "DE"],
      ["united states of america", "US"],
      ["U.S.A.", "US"],
      ["P.R. China", "CN"],
      ["The Netherlands", "NL"],
      ["Korea, Republic of", "KR"],
      ["México", "MX"],
      ["日本", "JP"],
      ["gb", "GB"],
    ] as const) {
      const { body } = await lookup(name);
      expect(body.code, name).toBe(0);
      expect(body.data?.nationCode, name).toBe(code);
    }
  });

  it("answers a business failure for an unknown name and 400 for a silly one", async () => {
    const unknown = await lookup("Atlantis");
    expect(unknown.status).toBe(200);
    expect(unknown.body.code).toBe(1);
    expect(unknown.body.messageInfo).toBe("未找到该国家，请检查英文名称");
    const long = await lookup("X".repeat(150));
    expect(long.status).toBe(400);
    expect(long.body.messageInfo).toBe("国家名称不能超过100个字符");
    const bad = await h.call("/afbase/airport/searchCountryByEnName/%E0%A4%A", { token: admin });
    expect(bad.status).toBe(400);
  });
});

describe("POST /afbase/address/recognize — bytes that are not text (issue 35)", () => {
  it("refuses a PDF's bytes pasted as text with a message, never fields or a block of garbage", async () => {
    const pasted =
      "%PDF-1.4\n%\uFFFD\uFFFD\uFFFD\uFFFD\n1 0 obj\n<< /Length 44 >>\nstream\nACME TRADING LLC\n\uFFFD\u0001\uFFFD\u0002";
    const { status, body } = await recognise({ text: pasted });
    expect(status).toBe(400);
    expect(body.messageInfo).toBe(
      "粘贴的内容不是文字（像是PDF文件本身），请在“上传PDF”中上传该文件",
    );
    expect(body.data ?? null).toBeNull();
  });

  it("refuses a text that is mostly replacement and control characters", async () => {
    const { status, body } = await recognise({ text: `ACME\n${"\uFFFD\u0003".repeat(20)}` });
    expect(status).toBe(400);
    expect(body.messageInfo).toBe(
      "粘贴的内容不是文字（像是PDF文件本身），请在“上传PDF”中上传该文件",
    );
  });

  it("still reads an address with a stray replacement character", async () => {
    const { status, body } = await recognise({
      text: "ACME TRADING LLC\n1200 E 7TH STREET\uFFFD SUITE 300\nLOS ANGELES, CA 90021\nUSA",
    });
    expect(status).toBe(200);
    expect((body.data as AddressRecognition).fields.name).toBe("ACME TRADING LLC");
  });
});
