import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { INTERNAL_SECRET_HEADER, writeInternalSecret } from "../../server/http/internal.ts";
import { silentLogger } from "../../server/log.ts";
import { SHARE_NOT_FOUND } from "../../src/domain/share-link.ts";
import { type Harness, startHarness } from "./harness.ts";
import { api, type Body, json } from "./helpers.ts";

type Link = { id: number; o: string; code: string; path: string; url: string; expiresAt: string };

const NOT_FOUND = {
  code: SHARE_NOT_FOUND.code,
  messageInfo: SHARE_NOT_FOUND.messageInfo,
  data: null,
};

let h: Harness;
let dataDir: string;
let secret: string;
let adminDemo: string;
let adminDemo2: string;
const links: Record<string, Link> = {};
const uuids: Record<string, string> = {};

const { send } = api(() => h);

async function createLink(token: string, orderCode: string, days?: number) {
  const body = days === undefined ? { orderCode } : { orderCode, days };
  return (await send<Link | null>("/afbase/orderShare/links", token, body)).body;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "freight-external-"));
  h = await startHarness({ DATA_DIR: dataDir, SHARE_RATE_LIMIT: "100000" });
  secret = writeInternalSecret(dataDir);
  adminDemo = await h.login("2|admin|DEMO");
  // The same person administers DEMO2 too; logging in there gives a DEMO2 session.
  adminDemo2 = await h.login("2|admin|DEMO2");
  for (const code of [
    "AE2500001",
    "AE2500002",
    "AE2500003",
    "AI2500001",
    "SE2500001",
    "SI2500001",
    "LC2500001",
  ]) {
    const body = await createLink(adminDemo, code);
    expect(body.code).toBe(0);
    links[code] = body.data as Link;
  }
  for (const row of await h.db.query<{ code: string; uuid: string }>(
    "select order_code as code, uuid::text as uuid from orders",
  )) {
    uuids[row.code] = row.uuid;
  }
});
afterAll(async () => {
  await h.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const link = (code: string) => links[code] as Link;
const get = (p: string, address?: string) => h.call(p, address ? { address } : {});
const track = (o: string) => get(`/afbase/external/order/orderTrack?o=${encodeURIComponent(o)}`);
const seaTrack = (o: string) => get(`/sc/external/order/orderTrack?o=${encodeURIComponent(o)}`);
const lcTrack = (o: string) => get(`/sc/external/order/orderTrack/lc?o=${encodeURIComponent(o)}`);
const post = (p: string, body: unknown, type = "application/json") =>
  h.call(p, {
    method: "POST",
    headers: { "content-type": type },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

describe("share links", () => {
  it("hands out 256-bit tokens behind the view prefix and stores only their hash", async () => {
    const l = link("AE2500001");
    expect(l.o).toMatch(/^AF[A-Za-z0-9_-]{43}$/);
    expect(l.code).toBe("784-55123401_SHA25110001");
    expect(l.url).toBe(`http://localhost${l.path}`);
    expect(l.path).toBe(`/externalOrderTrack?o=${l.o}&code=784-55123401_SHA25110001`);
    const rows = await h.db.query<{ token_hash: string }>(
      "select token_hash from order_share_links",
    );
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
    expect(rows.some((r) => l.o.includes(r.token_hash))).toBe(false);
    expect(new Date(l.expiresAt).getTime() - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
  });

  it.each([
    ["AE2500001", "AF"],
    ["AI2500001", "AI"],
    ["SE2500001", "SE"],
    ["SI2500001", "SI"],
    ["LC2500001", "LC"],
  ])("prefixes %s with view %s", (code, view) => {
    expect(link(code).o.slice(0, 2)).toBe(view);
  });
});

describe("GET orderTrack for each view", () => {
  it("answers the air export view with every section's data", async () => {
    const res = await track(link("AE2500001").o);
    expect(res.status).toBe(200);
    const body = await json<Body<Record<string, unknown>>>(res);
    expect(body.code).toBe(0);
    const d = body.data;
    expect(d).toMatchObject({
      awbNumber: "784-55123401",
      hawbNumber: "SHA25110001",
      departureStation: "PVG",
      transitStation: "CAN",
      arrivalStation: "AMS",
      planPieces: 120,
      confirmWeight: 2510.5,
      orderUUID: uuids.AE2500001,
      provider: { name: "上海演示国际货运代理有限公司" },
    });
    const events = d.routeTracks as { flightStatusCode: string }[];
    expect(events.map((e) => e.flightStatusCode)).toEqual(
      expect.arrayContaining(["BKD", "RCS", "MAN", "DEP", "ARR", "RCF"]),
    );
    const legs = (d.awbRouteApiInfoVO as { awbRouteApiRouteList: { errorMessage: string }[] })
      .awbRouteApiRouteList;
    expect(legs).toHaveLength(3);
    expect(legs.filter((l) => l.errorMessage)).toHaveLength(1);
    expect(d.manifestList).toHaveLength(4);
    expect(d.cargoWeighingList).toHaveLength(3);
    const files = d.attachments as { fileType: string; fileUrl: string }[];
    expect(files.filter((f) => f.fileType === "照片")).toHaveLength(3);
    expect(files.filter((f) => f.fileType === "文件")).toHaveLength(2);
    expect(files[0]?.fileUrl).toContain(`?o=${link("AE2500001").o}`);
    expect(typeof d.updatedAt).toBe("string");
    expect(d).not.toHaveProperty("waybill");
  });

  it("answers the air import view with its dates and allocation times", async () => {
    const body = await json<Body<Record<string, unknown>>>(await track(link("AI2500001").o));
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ goodsType: "普通货物", arrivalStation: "PVG" });
    // The AI dates are calendar dates of the order (its form's date fields).
    for (const key of ["inboundDate", "outboundDate", "inspectionDate", "clearanceDate"]) {
      expect(body.data[key]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const [master] = body.data.manifestList as Record<string, unknown>[];
    expect(master?.allocationApplyTime).toBeTruthy();
    expect(master?.temporaryArrivalTime).toBeTruthy();
  });

  it.each(["SE2500001", "SI2500001"])("answers the sea view of %s on /sc", async (code) => {
    const body = await json<Body<Record<string, unknown>>>(await seaTrack(link(code).o));
    expect(body.code).toBe(0);
    expect(body.data.mlbNumber).toBeTruthy();
    expect(body.data.shipName).toBeTruthy();
    expect(body.data.containerList).toMatch(/\/(40HQ|20GP)/);
    expect(typeof body.data.containerNumber).toBe("number");
  });

  it("answers the road view on /sc/…/lc", async () => {
    const body = await json<Body<Record<string, unknown>>>(await lcTrack(link("LC2500001").o));
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      orderCode: "LC2500001",
      driverNumber: "沪BF3321",
      driverName: "王建国",
      planVolume: 9.6,
      confirmVolume: 10.8,
    });
  });

  it("accepts surrounding spaces and a lower-case prefix", async () => {
    const o = link("AE2500001").o;
    const body = await json<Body>(await track(`  af${o.slice(2)}  `));
    expect(body.code).toBe(0);
  });
});

describe("one and the same answer for every link that opens nothing", () => {
  const bad: [string, () => Promise<string>][] = [
    ["missing o", async () => ""],
    ["unknown token", async () => `AF${"A".repeat(43)}`],
    ["malformed token", async () => "AF<script>alert(1)</script>"],
    ["prefix only", async () => "AF"],
    ["bare order uuid", async () => `AF${uuids.AE2500001}`],
    ["bare order code", async () => "AFAE2500001"],
    ["wrong view prefix", async () => `AI${link("AE2500001").o.slice(2)}`],
    ["token without prefix", async () => link("AE2500001").o.slice(2)],
    [
      "expired link",
      async () => {
        const body = await createLink(adminDemo, "AE2500001");
        const l = body.data as Link;
        await h.db.query(
          "update order_share_links set expires_at = now() - interval '1 second' where id = $1",
          [l.id],
        );
        return l.o;
      },
    ],
    [
      "revoked link",
      async () => {
        const l = (await createLink(adminDemo, "AE2500001")).data as Link;
        const res = await h.call(`/afbase/orderShare/links/${l.id}`, {
          method: "DELETE",
          token: adminDemo,
        });
        expect((await json(res)).code).toBe(0);
        return l.o;
      },
    ],
  ];

  it.each(bad)("%s", async (_name, make) => {
    const o = await make();
    for (const res of [await track(o), await seaTrack(o), await lcTrack(o)]) {
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual(NOT_FOUND);
    }
  });

  it("does not open an air order through the sea or road calls", async () => {
    expect(await json(await seaTrack(link("AE2500001").o))).toEqual(NOT_FOUND);
    expect(await json(await lcTrack(link("AE2500001").o))).toEqual(NOT_FOUND);
    expect(await json(await track(link("SE2500001").o))).toEqual(NOT_FOUND);
  });
});

describe("checks, prints and notices", () => {
  const q = (code: string) => `?o=${encodeURIComponent(link(code).o)}`;

  it.each([
    ["AE2500001", "warehouse", true],
    ["AE2500001", "storehouse", true],
    ["AE2500002", "storehouse", false],
    ["AE2500003", "warehouse", false],
    ["LC2500001", "warehouse", true],
  ])("checkOrderDeliveryNotice %s %s → %s", async (code, flag, expected) => {
    const res = await get(
      `/afbase/external/checkOrderDeliveryNotice/${uuids[code]}/${flag}${q(code)}`,
    );
    expect(await json(res)).toMatchObject({ code: 0, data: expected });
  });

  it("refuses an unknown notice flag and a uuid that is not the link's order", async () => {
    const bad = await get(
      `/afbase/external/checkOrderDeliveryNotice/${uuids.AE2500001}/garage${q("AE2500001")}`,
    );
    expect(await json(bad)).toMatchObject({ code: 1, messageInfo: "通知类型不正确" });
    const other = await get(
      `/afbase/external/checkOrderDeliveryNotice/${uuids.AE2500002}/warehouse${q("AE2500001")}`,
    );
    expect(await json(other)).toEqual(NOT_FOUND);
    const noToken = await get(
      `/afbase/external/checkOrderDeliveryNotice/${uuids.AE2500001}/warehouse`,
    );
    expect(await json(noToken)).toEqual(NOT_FOUND);
  });

  it("viewAFOrderByOrderUuid tells the delivery services", async () => {
    const res = await get(
      `/afbase/external/viewAFOrderByOrderUuid/${uuids.AE2500002}${q("AE2500002")}`,
    );
    expect(await json(res)).toMatchObject({
      code: 0,
      data: { outfieldService: true, warehouseService: false },
    });
  });

  it("viewByOrderUuid and hawbListByOrderUuid list what can be printed", async () => {
    const main = await get(`/afbase/external/viewByOrderUuid/${uuids.AE2500001}${q("AE2500001")}`);
    expect(await json(main)).toMatchObject({ code: 0, data: { awbNumber: "784-55123401" } });
    const houses = await json<Body<{ awbPrintId: string; hawbNumber: string }[]>>(
      await get(`/afbase/external/hawbListByOrderUuid/${uuids.AE2500001}${q("AE2500001")}`),
    );
    expect(houses.data.map((x) => x.hawbNumber)).toEqual([
      "SHA25110001",
      "SHA25110002",
      "SHA25110003",
    ]);
    // The minimal order has its bill, stations, pieces and weight: its master is built from the
    // order (issue 34; an order without them answers 暂无运单信息, tests/server/order-documents.test.ts).
    const minimal = await get(
      `/afbase/external/viewByOrderUuid/${uuids.AE2500003}${q("AE2500003")}`,
    );
    expect(await json(minimal)).toMatchObject({ code: 0, data: { pieces: 10, weight: 250 } });
    const emptyHouses = await get(
      `/afbase/external/hawbListByOrderUuid/${uuids.AE2500003}${q("AE2500003")}`,
    );
    expect(await json(emptyHouses)).toMatchObject({ code: 0, data: [] });
  });

  it("downloadAWB returns a PDF carrying the AWB number", async () => {
    const res = await post(`/afbase/external/downloadAWB${q("AE2500001")}`, {
      awbPrintType: "ORIGINAL",
      orderUuid: uuids.AE2500001,
      printType: "pdf",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain("AWB-784-55123401.pdf");
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.includes("784-55123401")).toBe(true);
    expect(pdf.subarray(-6).toString()).toContain("%%EOF");
  });

  it("downloadHAWB returns the house bill's PDF, also from a form post", async () => {
    const res = await post(
      `/afbase/external/downloadHAWB${q("AE2500001")}`,
      new URLSearchParams({
        awbPrintType: "COPY",
        orderUuid: uuids.AE2500001 ?? "",
        printType: "PDF",
        awbPrintId: "SHA25110002",
      }).toString(),
      "application/x-www-form-urlencoded",
    );
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.includes("784-55123401")).toBe(true);
    expect(pdf.includes("SHA25110002")).toBe(true);
  });

  it.each([
    ["no order uuid", { printType: "PDF" }, 400, "订单标识不正确"],
    [
      "bad print type",
      { orderUuid: "00000000-0000-4000-8000-000000000000", awbPrintType: "X" },
      400,
      "打印类型不正确",
    ],
    ["array body", [1, 2], 400, "请求参数有误"],
  ])("downloadAWB answers %s with a clear message", async (_name, body, status, message) => {
    const res = await post(`/afbase/external/downloadAWB${q("AE2500001")}`, body);
    expect(res.status).toBe(status);
    expect((await json(res)).messageInfo).toBe(message);
  });

  it("downloadAWB answers broken JSON, a wrong type and a huge body without a 500", async () => {
    const broken = await post(`/afbase/external/downloadAWB${q("AE2500001")}`, "{oops");
    expect(broken.status).toBe(400);
    const text = await post(`/afbase/external/downloadAWB${q("AE2500001")}`, "x", "text/plain");
    expect(text.status).toBe(415);
    const huge = await post(`/afbase/external/downloadAWB${q("AE2500001")}`, {
      orderUuid: "x".repeat(20_000),
    });
    expect(huge.status).toBe(413);
  });

  it("downloads nothing for another order's uuid or an unknown house bill", async () => {
    const other = await post(`/afbase/external/downloadAWB${q("AE2500001")}`, {
      orderUuid: uuids.AE2500002,
    });
    expect(await json(other)).toEqual(NOT_FOUND);
    const house = await post(`/afbase/external/downloadHAWB${q("AE2500001")}`, {
      orderUuid: uuids.AE2500001,
      awbPrintId: "NOPE",
    });
    expect(await json(house)).toMatchObject({ code: 1, messageInfo: "暂无分单信息" });
  });

  it("awbSubmit builds the carrier's tracking address from the MAWB prefix", async () => {
    const res = await h.call(`/sc/external/order/awbSubmit${q("AE2500001")}`, { method: "POST" });
    const body = await json<Body<string>>(res);
    expect(body.code).toBe(0);
    expect(body.data).toMatch(/^https:\/\/tang\.csair\.com\/.*awbprefix=784&awbno=55123401$/);
    const lh = await json<Body<string>>(
      await h.call(`/sc/external/order/awbSubmit${q("AE2500002")}`, { method: "POST" }),
    );
    expect(lh.data).toContain("lufthansa-cargo.com");
    const sea = await h.call(`/sc/external/order/awbSubmit${q("SE2500001")}`, { method: "POST" });
    expect(await json(sea)).toEqual(NOT_FOUND);
  });

  it("deliveryNotice builds the printable notice, also for a lower-case road prefix", async () => {
    const res = await get(`/afbase/external/deliveryNotice${q("AE2500001")}&flag=warehouse`);
    const body = await json<Body<Record<string, unknown>>>(res);
    expect(body.data).toMatchObject({
      view: "AF",
      flag: "warehouse",
      orderNumber: "784-55123401_SHA25110001",
      warehouseName: "浦东机场西货运区 3号货站",
      pieces: 120,
    });
    const lc = `lc${link("LC2500001").o.slice(2)}`;
    const road = await json<Body<Record<string, unknown>>>(
      await get(`/afbase/external/deliveryNotice?o=${lc}&flag=warehouse`),
    );
    expect(road.data).toMatchObject({ view: "LC", flightOrVessel: "沪BF3321" });
    const sea = await json<Body<Record<string, unknown>>>(
      await get(`/afbase/external/deliveryNotice${q("SE2500001")}&flag=warehouse`),
    );
    expect(sea.data).toMatchObject({
      view: "SE",
      flightOrVessel: "COSCO SHIPPING TAURUS/042W",
      orderNumber: "COSU6281234560",
    });
    const missing = await get(`/afbase/external/deliveryNotice${q("AE2500002")}&flag=storehouse`);
    expect(await json(missing)).toMatchObject({ code: 1, messageInfo: "暂无进仓通知信息" });
  });
});

describe("files", () => {
  it("serves a photo only through a link of its own order", async () => {
    const body = await json<Body<{ attachments: { fileUrl: string; fileType: string }[] }>>(
      await track(link("AE2500001").o),
    );
    const photo = body.data.attachments.find((a) => a.fileType === "照片");
    const res = await get(photo?.fileUrl ?? "");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe("PNG");

    const fileId = photo?.fileUrl.split("/").pop()?.split("?")[0] ?? "";
    const foreign = await get(`/afbase/external/file/${fileId}?o=${link("AE2500002").o}`);
    expect(await json(foreign)).toEqual(NOT_FOUND);
    const bare = await get(`/afbase/external/file/${fileId}`);
    expect(await json(bare)).toEqual(NOT_FOUND);
  });

  it("serves the PDFs as PDFs", async () => {
    const body = await json<Body<{ attachments: { fileUrl: string; fileType: string }[] }>>(
      await track(link("AE2500001").o),
    );
    const file = body.data.attachments.find((a) => a.fileType === "文件");
    const res = await get(file?.fileUrl ?? "");
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });
});

describe("hostile input never reaches a 500", () => {
  it.each([
    ["10 kB o", `AF${"x".repeat(10_000)}`],
    ["quote and SQL", "AF' or 1=1; drop table orders; --"],
    ["emoji", "AF😀😀😀😀😀😀😀😀"],
    ["percent junk", "%E0%A4%A"],
  ])("%s", async (_name, o) => {
    const res = await get(`/afbase/external/order/orderTrack?o=${encodeURIComponent(o)}`);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual(NOT_FOUND);
  });

  it("a null byte: 400 at the edge, as for every route (server/http/clean-input.ts)", async () => {
    const res = await get(
      `/afbase/external/order/orderTrack?o=${encodeURIComponent("AF\u0000abc")}`,
    );
    expect(res.status).toBe(400);
    expect((await json(res)).messageInfo).toBe("请求参数有误：含有不允许的字符");
  });

  it.each([
    "/afbase/external/file/..%2F..%2Fetc%2Fpasswd",
    "/afbase/external/file/not-a-uuid",
    "/afbase/external/checkOrderDeliveryNotice/'%3Bdrop/warehouse",
    "/afbase/external/viewByOrderUuid/%00",
    "/afbase/external/order/orderTrack?o=a&o=b",
    "/afbase/external/order/orderTrack?o=%",
  ])("%s", async (p) => {
    const res = await get(`${p}${p.includes("?") ? "&" : "?"}o=${link("AE2500001").o}`);
    expect(res.status).toBeLessThan(500);
  });

  it("answers unknown public paths with the API's 404", async () => {
    const res = await get("/afbase/external/nothing-here");
    expect(res.status).toBe(404);
  });
});

describe("staff API /afbase/orderShare", () => {
  it("needs a login", async () => {
    const res = await h.call("/afbase/orderShare/links", { method: "GET" });
    expect(res.status).toBe(401);
  });

  it("lists the organisation's own orders and links only", async () => {
    const orders = await json<Body<{ orderCode: string }[]>>(
      await h.call("/afbase/orderShare/orders", { token: adminDemo2 }),
    );
    expect(orders.data.map((o) => o.orderCode).sort()).toEqual(["AE2590001", "LC2590001"]);
    const theirs = await json<Body<unknown[]>>(
      await h.call("/afbase/orderShare/links", { token: adminDemo2 }),
    );
    expect(theirs.data).toEqual([]);
    const ours = await json<Body<{ orderCode: string; status: string }[]>>(
      await h.call("/afbase/orderShare/links?orderCode=AE2500001", { token: adminDemo }),
    );
    expect(ours.data.length).toBeGreaterThan(0);
    expect(ours.data.every((l) => l.orderCode === "AE2500001")).toBe(true);
    expect(ours.data.map((l) => l.status)).toContain("active");
    expect(JSON.stringify(ours.data)).not.toContain(link("AE2500001").o.slice(2));
  });

  it("does not create a link for another organisation's order", async () => {
    const body = await createLink(adminDemo2, "AE2500001");
    expect(body).toEqual({ code: 1, messageInfo: "订单不存在", data: null });
  });

  it("does not revoke another organisation's link", async () => {
    const l = (await createLink(adminDemo, "AE2500002")).data as Link;
    const res = await h.call(`/afbase/orderShare/links/${l.id}`, {
      method: "DELETE",
      token: adminDemo2,
    });
    expect(await json(res)).toMatchObject({ code: 1, messageInfo: "分享链接不存在" });
    expect((await json(await track(l.o))).code).toBe(0);
  });

  it("lets DEMO2 share its own order", async () => {
    const body = await createLink(adminDemo2, "AE2590001", 7);
    expect(body.code).toBe(0);
    const l = body.data as Link;
    expect(new Date(l.expiresAt).getTime() - Date.now()).toBeLessThan(7 * 86_400_000 + 60_000);
    expect((await json(await track(l.o))).code).toBe(0);
  });

  it("forbids external partners", async () => {
    const partner = await h.login("1|partner@demo.example|DEMO");
    const res = await h.call("/afbase/orderShare/orders", { token: partner });
    expect(res.status).toBe(403);
  });

  it.each([
    ["no order code", { days: 3 }, "请输入订单编号"],
    ["zero days", { orderCode: "AE2500001", days: 0 }, "有效天数应为 1 到 365 的整数"],
    ["too many days", { orderCode: "AE2500001", days: 400 }, "有效天数应为 1 到 365 的整数"],
    ["text days", { orderCode: "AE2500001", days: "30" }, "有效天数应为 1 到 365 的整数"],
  ])("answers %s with a clear message", async (_name, payload, message) => {
    const res = await h.call("/afbase/orderShare/links", {
      method: "POST",
      token: adminDemo,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(payload),
    });
    expect(res.status).toBe(400);
    expect((await json(res)).messageInfo).toBe(message);
  });

  it("answers a malformed link id like an unknown one", async () => {
    for (const id of ["abc", "-1", "99999999999", "1.5"]) {
      const res = await h.call(`/afbase/orderShare/links/${id}`, {
        method: "DELETE",
        token: adminDemo,
      });
      expect(await json(res)).toMatchObject({ code: 1, messageInfo: "分享链接不存在" });
    }
  });
});

describe("rate limit", () => {
  it("answers 429 with Retry-After past the per-address limit, other addresses unaffected", async () => {
    const limited = createApp({
      db: h.db,
      config: loadConfig({ STATIC_DIR: "", LOG_REQUESTS: "0", SHARE_RATE_LIMIT: "5" }),
      log: silentLogger,
    });
    const call = (address: string) =>
      limited.request(`/afbase/external/order/orderTrack?o=${link("AE2500001").o}`, {
        headers: { "x-test-client": address },
      });
    for (let i = 0; i < 5; i++) expect((await call("198.51.100.50")).status).toBe(200);
    const blocked = await call("198.51.100.50");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(blocked.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(await json(blocked)).toEqual({
      code: 429,
      messageInfo: "访问过于频繁，请稍后再试",
      data: null,
    });
    // The sea call shares the same counter.
    const sea = await limited.request(`/sc/external/order/orderTrack?o=x`, {
      headers: { "x-test-client": "198.51.100.50" },
    });
    expect(sea.status).toBe(429);
    expect((await call("198.51.100.51")).status).toBe(200);
  });
});

describe("internal share-link endpoint for the CLI", () => {
  const internal = (body: unknown, opts: { secret?: string; address?: string } = {}) =>
    h.call("/__internal/share-links", {
      method: "POST",
      address: opts.address ?? "127.0.0.1",
      headers: {
        "content-type": "application/json",
        ...(opts.secret === undefined ? {} : { [INTERNAL_SECRET_HEADER]: opts.secret }),
      },
      body: JSON.stringify(body),
    });

  it("keeps the secret file owner-only", () => {
    expect(statSync(path.join(dataDir, "internal.secret")).mode & 0o777).toBe(0o600);
  });

  it.each<[string, () => { secret?: string; address?: string }]>([
    ["no secret", () => ({})],
    ["wrong secret", () => ({ secret: "x".repeat(43) })],
    ["a shorter secret", () => ({ secret: secret.slice(1) })],
    ["a remote caller", () => ({ secret, address: "203.0.113.9" })],
  ])("answers 404 to %s", async (_name, opts) => {
    const res = await internal({}, opts());
    expect(res.status).toBe(404);
  });

  it("answers 404 to a proxied request even from the loopback", async () => {
    const res = await h.call("/__internal/share-links", {
      method: "POST",
      address: "127.0.0.1",
      headers: { [INTERNAL_SECRET_HEADER]: secret, "x-forwarded-for": "127.0.0.1" },
      body: "{}",
    });
    expect(res.status).toBe(404);
  });

  it("creates one link per demo order, across both organisations", async () => {
    const res = await internal({}, { secret });
    const body =
      await json<Body<{ view: string; orderCode: string; orgCode: string; path: string }[]>>(res);
    expect(body.code).toBe(0);
    expect(body.data.map((l) => `${l.orgCode} ${l.view} ${l.orderCode}`)).toEqual([
      "DEMO AF AE2500001",
      "DEMO AF AE2500002",
      "DEMO AF AE2500003",
      "DEMO AI AI2500001",
      "DEMO SE SE2500001",
      "DEMO SI SI2500001",
      "DEMO LC LC2500001",
      "DEMO2 AF AE2590001",
      "DEMO2 LC LC2590001",
    ]);
    const lc = body.data.find((l) => l.view === "LC");
    const o = new URL(`http://x${lc?.path}`).searchParams.get("o") ?? "";
    expect((await json(await lcTrack(o))).code).toBe(0);
  });

  it("creates a link for one order by code, with a lifetime in seconds", async () => {
    const res = await internal({ orderCode: "ai2500001", seconds: 120 }, { secret });
    const body = await json<Body<{ view: string; expiresAt: string }[]>>(res);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]?.view).toBe("AI");
    expect(new Date(body.data[0]?.expiresAt ?? 0).getTime() - Date.now()).toBeLessThan(121_000);
  });

  it("names an unknown order", async () => {
    const body = await json(await internal({ orderCode: "NOPE" }, { secret }));
    expect(body).toMatchObject({ code: 1, messageInfo: "订单不存在: NOPE" });
  });
});

describe("seed", () => {
  it("is idempotent and refreshes the demo orders", async () => {
    const { seedOrders } = await import("../../server/db/seed/orders.ts");
    const before = await h.db.query<{ n: number }>(
      "select (select count(*) from orders)::int + (select count(*) from order_files)::int as n",
    );
    await seedOrders(h.db);
    const after = await h.db.query<{ n: number }>(
      "select (select count(*) from orders)::int + (select count(*) from order_files)::int as n",
    );
    expect(after).toEqual(before);
    // Links survive a re-seed: the order keeps its id.
    expect((await json(await track(link("AE2500001").o))).code).toBe(0);
  });
});
