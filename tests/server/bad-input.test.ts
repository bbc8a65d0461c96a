/**
 * Finding 3 of the hardening issue: NUL bytes and lone surrogates in the path, the query, a JSON
 * body or form fields answer 400 with the catalogue text at the edge, never 500.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INTERNAL_SECRET_HEADER, writeInternalSecret } from "../../server/http/internal.ts";
import { EDGE_MESSAGES } from "../../src/contract/errors.ts";
import { type Harness, startHarness } from "./harness.ts";
import { answer } from "./helpers.ts";

let h: Harness;
let token: string;
let dataDir: string;
let secret: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "freight-bad-input-"));
  h = await startHarness({ DATA_DIR: dataDir });
  secret = writeInternalSecret(dataDir);
  token = await h.login("2|admin|DEMO");
});

afterAll(async () => {
  await h.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const refused = {
  status: 400,
  body: { code: 400, messageInfo: EDGE_MESSAGES.badCharacters, data: null },
};

const get = async (url: string) => answer(await h.call(url, { token }));
const sendJson = async (method: string, url: string, body: string) =>
  answer(
    await h.call(url, {
      method,
      token,
      headers: { "content-type": "application/json" },
      body,
    }),
  );

describe("the query and the path", () => {
  it.each([
    "/afbase/hawbInfo/list?keyword=%00",
    "/afbase/order/checkOrderExist?orderCode=%00&internalNumber=x&businessScope=AE",
    "/hrs/permission/helpDoc/%00",
    "/hrs/org/listCategory/%00",
    "/afbase/hawbInfo/list?keyword=%ED%A0%80",
    "/afbase/hawbInfo/list?keyword=a%FFb",
    "/afbase/hawbInfo/%ED%B0%80",
    "/afbase/external/order/orderTrack?o=%00",
  ])("GET %s answers 400", async (url) => {
    expect(await get(url)).toEqual(refused);
  });

  it("keeps ordinary escaped text working", async () => {
    const res = await get("/afbase/hawbInfo/list?keyword=%E4%B8%8A%E6%B5%B7%20100%25");
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
  });
});

describe("JSON bodies", () => {
  it.each([
    ["POST", "/afbase/orderInquiry/save", JSON.stringify({ goodsName: "a\u0000b" })],
    ["PUT", "/hrs/user/editPersonal", JSON.stringify({ userEname: "\u0000" })],
    ["POST", "/hrs/investigate/submit", JSON.stringify({ answers: ["\udfff\ud800"] })],
    ["POST", "/hrs/investigate/submit", '{"answers":["\\udfff\\ud800"]}'],
    ["POST", "/hrs/user/checkEmail", '{"\\u0000":1}'],
    ["POST", "/afbase/hawbInfo", JSON.stringify({ nested: [[{ deep: "x\u0000" }]] })],
    ["POST", "/api/batch", JSON.stringify({ requests: ["/x\u0000"] })],
  ])("%s %s answers 400", async (method, url, body) => {
    expect(await sendJson(method, url, body)).toEqual(refused);
  });

  it("a call inside a batch with a NUL in its query answers 400 in the batch", async () => {
    const res = await sendJson(
      "POST",
      "/api/batch",
      JSON.stringify({ requests: ["/afbase/hawbInfo/list?keyword=%00"] }),
    );
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body.data)).toContain(EDGE_MESSAGES.badCharacters);
  });
});

describe("form fields", () => {
  it("the login form", async () => {
    const res = await h.call("/auth/oauth/token", {
      method: "POST",
      body: new URLSearchParams({
        grant_type: "password",
        username: "2|admin|DEMO",
        password: "Demo@2026\u0000",
      }),
    });
    expect(await answer(res)).toEqual(refused);
  });

  it("a multipart address recognition", async () => {
    const form = new FormData();
    form.set("text", "上海市\u0000");
    const res = await h.call("/afbase/address/recognize", { method: "POST", token, body: form });
    expect(await answer(res)).toEqual(refused);
  });
});

describe("the internal share-link route", () => {
  it("answers 400 to a NUL in the order code", async () => {
    const res = await h.call("/__internal/share-links", {
      method: "POST",
      address: "127.0.0.1",
      headers: { "content-type": "application/json", [INTERNAL_SECRET_HEADER]: secret },
      body: JSON.stringify({ orderCode: "AE\u0000" }),
    });
    expect(await answer(res)).toEqual(refused);
  });
});
