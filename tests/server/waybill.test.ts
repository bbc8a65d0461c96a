import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HawbListItem, HawbRecord } from "../../server/routes/waybill.ts";
import { type Harness, startHarness } from "./harness.ts";
import { api, signIn } from "./helpers.ts";

let h: Harness;
let admin = "";
let staff = "";
let partner = "";
let admin2 = "";

beforeAll(async () => {
  h = await startHarness();
  ({ admin, staff, partner, admin2 } = await signIn(h, "admin", "staff", "partner", "admin2"));
});
afterAll(() => h.close());

const { get, send } = api(() => h);

const validWaybill = () => ({
  mawbNumber: "781-12345675",
  internalNumber: "TEST-0001",
  businessScope: "AE",
  createSource: "CREATED_BY_SELF",
  print: {
    hawbNumber: "TST0001",
    departure: "PVG",
    destination: "JFK",
    carrier: "MU",
    flightNumber: "MU587",
    currency: "CNY",
    pieces: "3",
    grossWeight: "45.5",
    declaredValueCarriage: "NVD",
    declaredValueCustoms: "N.C.V",
    goodsNameEn: "SPARE PARTS",
  } as Record<string, string>,
  shipper: {
    name: "NINGBO HARBOURLINE TOOLS CO LTD",
    address: "NO 1288 YANGMUQI ROAD",
    city: "NINGBO",
    country: "CN",
    postcode: "315100",
    telephone: "86 574 8822 6600",
    cityCode: "NGB",
  } as Record<string, string>,
  consignee: {
    name: "NORTHWIND HOME GOODS INC",
    address: "450 W 33RD STREET",
    city: "NEW YORK",
    state: "NY",
    postcode: "10001",
    country: "US",
  } as Record<string, string>,
});

describe("/afbase/hawbInfo", () => {
  it("lists the seeded waybills of the caller's organisation only", async () => {
    const demo = await get<HawbListItem[]>("/afbase/hawbInfo/list", admin);
    expect(demo.body.code).toBe(0);
    expect(demo.body.data.map((w) => w.orderCode)).toEqual(
      expect.arrayContaining(["HW-DEMO-0001", "HW-DEMO-0002"]),
    );
    expect(demo.body.data.map((w) => w.orderCode)).not.toContain("HW-DEMO2-0001");
    const demo2 = await get<HawbListItem[]>("/afbase/hawbInfo/list", admin2);
    expect(demo2.body.data.map((w) => w.orderCode)).toEqual(["HW-DEMO2-0001"]);
    const search = await get<HawbListItem[]>("/afbase/hawbInfo/list?keyword=RHEIN", admin);
    expect(search.body.data.map((w) => w.orderCode)).toEqual(["HW-DEMO-0002"]);
    const wild = await get<HawbListItem[]>("/afbase/hawbInfo/list?keyword=%25%25", admin);
    expect(wild.body.data).toEqual([]);
  });

  it("saves a valid waybill with its create source, reads it back and updates it", async () => {
    const saved = await send<HawbRecord>("/afbase/hawbInfo", staff, validWaybill());
    expect(saved.status).toBe(200);
    expect(saved.body.code).toBe(0);
    const record = saved.body.data;
    expect(record.createSource).toBe("CREATED_BY_SELF");
    expect(record.orderCode).toMatch(/^HW\d{8}$/);
    expect(record.consignee).toMatchObject({ name: "NORTHWIND HOME GOODS INC", contact: "" });
    expect(record.print.destination).toBe("JFK");

    const read = await get<HawbRecord>(`/afbase/hawbInfo/${record.id}`, admin);
    expect(read.body.data.mawbNumber).toBe("781-12345675");

    const changed = validWaybill();
    changed.print.pieces = "4";
    changed.createSource = "CREATED_BY_ORDER";
    const updated = await send<HawbRecord>(
      `/afbase/hawbInfo/${record.id}`,
      admin,
      { ...changed, version: record.version },
      { method: "PUT" },
    );
    expect(updated.body.code).toBe(0);
    expect(updated.body.data.print.pieces).toBe("4");
    // Where it came from does not change on update.
    expect(updated.body.data.createSource).toBe("CREATED_BY_SELF");

    const rows = await h.db.query<{ create_source: string }>(
      "select create_source from hawb_waybills where id = $1",
      [record.id],
    );
    expect(rows[0]?.create_source).toBe("CREATED_BY_SELF");
  });

  it("records CREATED_BY_ORDER with the order it came from, and prefills from an order", async () => {
    const draft = await get<{ mawbNumber: string; shipper: { name: string; country: string } }>(
      "/afbase/hawbInfo/fromOrder?orderCode=AE2500001",
      admin,
    );
    expect(draft.body.code).toBe(0);
    expect(draft.body.data.shipper.name).toBe("SHANGHAI BRIGHTLUX LIGHTING CO LTD");
    expect(draft.body.data.shipper.country).toBe("CN");

    const body = {
      ...validWaybill(),
      createSource: "CREATED_BY_ORDER",
      sourceOrderCode: "AE2500001",
    };
    const saved = await send<HawbRecord>("/afbase/hawbInfo", admin, body);
    expect(saved.body.data.createSource).toBe("CREATED_BY_ORDER");
    expect(saved.body.data.sourceOrderCode).toBe("AE2500001");

    const missing = await send("/afbase/hawbInfo", admin, { ...body, sourceOrderCode: "NO-SUCH" });
    expect(missing.body).toMatchObject({ code: 1, messageInfo: "订单不存在" });
    const otherOrg = await get("/afbase/hawbInfo/fromOrder?orderCode=AE2500001", admin2);
    expect(otherOrg.body).toMatchObject({ code: 1, messageInfo: "订单不存在" });
  });

  it("checks every rule with the form's own messages", async () => {
    const cases: [(w: ReturnType<typeof validWaybill>) => void, string][] = [
      [(w) => (w.mawbNumber = ""), "请输入主单号"],
      [(w) => (w.mawbNumber = "78112345675"), '主单号第四位必须为"-"'],
      [(w) => (w.mawbNumber = "781-12345676"), "主单号不符合模7规则"],
      [(w) => (w.print.destination = "NEWYORK"), "目的港必须为3位字母"],
      [(w) => (w.print.grossWeight = "12.345"), "毛重最多保留2位小数"],
      [
        (w) => (w.print.declaredValueCarriage = "NONE"),
        "运输声明价值只能为NVD、N.V.D或数字（最多2位小数）",
      ],
      [(w) => (w.print.iataAgentCode = "12345"), "IATA代理人代码必须为7位或11位数字"],
      [(w) => (w.consignee.postcode = "1000"), "收货人：美国邮编必须为5位数字"],
      [(w) => (w.consignee.state = ""), "收货人：US地址必须填写州代码"],
      [(w) => (w.shipper.name = "宁波工具"), "发货人：名称只能包含字母、数字、空格、点和连字符"],
      [(w) => (w.shipper.cityCode = "N-G-B"), "发货人：城市代码只能包含字母和数字"],
      [(w) => (w.internalNumber = "A B"), "内部编号只能包含字母、数字、连字符、下划线和斜杠"],
      [(w) => (w.businessScope = "XX"), "业务类型不正确"],
      [(w) => (w.createSource = "CREATED_BY_MAGIC"), "创建来源不正确"],
    ];
    for (const [change, message] of cases) {
      const w = validWaybill();
      change(w);
      const res = await send("/afbase/hawbInfo", admin, w);
      expect(res.status, message).toBe(400);
      expect(res.body.messageInfo).toBe(message);
    }
  });

  it("answers hostile input with a clear message, never 500", async () => {
    expect((await send("/afbase/hawbInfo", admin, "{oops")).body.messageInfo).toBe(
      "请求参数有误：JSON 格式不正确",
    );
    expect((await send("/afbase/hawbInfo", admin, "[]")).status).toBe(400);
    expect((await send("/afbase/hawbInfo", admin, { print: "x" })).status).toBe(400);
    const huge = validWaybill();
    huge.print.otherServiceInfo = "A".repeat(40_000);
    expect((await send("/afbase/hawbInfo", admin, huge)).status).toBe(413);
    const tenK = validWaybill();
    tenK.shipper.address = "A".repeat(10_000);
    const res = await send("/afbase/hawbInfo", admin, tenK);
    expect(res.status).toBe(400);
    expect(res.body.messageInfo).toBe("发货人：地址不能超过150个字符");
    const plain = await h.call("/afbase/hawbInfo", {
      method: "POST",
      token: admin,
      headers: { "content-type": "text/plain" },
      body: "x",
    });
    expect(plain.status).toBe(415);
    expect((await get("/afbase/hawbInfo/abc", admin)).status).toBe(400);
    expect((await get("/afbase/hawbInfo/99999999", admin)).body).toMatchObject({
      code: 1,
      messageInfo: "运单不存在或已被删除",
    });
  });

  it("keeps organisations apart on read and write", async () => {
    const [other] = await h.db.query<{ id: number }>(
      "select id from hawb_waybills where order_code = 'HW-DEMO2-0001'",
    );
    const read = await get(`/afbase/hawbInfo/${other?.id}`, admin);
    expect(read.body).toMatchObject({ code: 1, messageInfo: "运单不存在或已被删除" });
    const write = await send(
      `/afbase/hawbInfo/${other?.id}`,
      admin,
      { ...validWaybill(), version: 1 },
      { method: "PUT" },
    );
    expect(write.body.code).toBe(1);
    const [row] = await h.db.query<{ mawb: string }>(
      "select mawb_number as mawb from hawb_waybills where id = $1",
      [other?.id],
    );
    expect(row?.mawb).toBe("784-23456786");
  });

  it("serves the roles with the air-export order menu, not the partner, and nobody signed out", async () => {
    expect((await get("/afbase/hawbInfo/list", staff)).body.code).toBe(0);
    const forbidden = { code: 403, messageInfo: "您没有操作权限,请联系管理员", data: null };
    expect(await get("/afbase/hawbInfo/list", partner)).toEqual({ status: 403, body: forbidden });
    const [first] = await h.db.query<{ id: number; updated: string }>(
      `select id, updated_at::text as updated from hawb_waybills
       where org_id = (select id from orgs where code = 'DEMO') order by id limit 1`,
    );
    const write = await send(`/afbase/hawbInfo/${first?.id}`, partner, validWaybill(), {
      method: "PUT",
    });
    expect(write).toEqual({ status: 403, body: forbidden });
    const [after] = await h.db.query<{ updated: string }>(
      "select updated_at::text as updated from hawb_waybills where id = $1",
      [first?.id],
    );
    expect(after?.updated).toBe(first?.updated);
    const parties = await get("/afbase/hawbInfo/fromOrder?orderCode=AE2500001", partner);
    expect(parties).toEqual({ status: 403, body: forbidden });
    expect((await h.call("/afbase/hawbInfo/list")).status).toBe(401);
  });
});

describe("GET /afbase/order/checkOrderExist", () => {
  const check = (query: string, token = admin) =>
    get<number>(`/afbase/order/checkOrderExist?${query}`, token);

  it("answers 1 when another waybill of the scope has the internal number", async () => {
    expect((await check("internalNumber=SH-2026-0101&businessScope=AE")).body.data).toBe(1);
    expect((await check("internalNumber=sh-2026-0101&businessScope=AE")).body.data).toBe(1);
    // Its own record does not count.
    expect(
      (await check("orderCode=HW-DEMO-0001&internalNumber=SH-2026-0101&businessScope=AE")).body
        .data,
    ).toBe(0);
    expect((await check("internalNumber=SH-2026-0101&businessScope=SE")).body.data).toBe(0);
    expect((await check("internalNumber=NEW-1&businessScope=AE")).body.data).toBe(0);
  });

  it("does not see other organisations' numbers", async () => {
    expect((await check("internalNumber=SZ-2026-0001&businessScope=AE")).body.data).toBe(0);
    expect((await check("internalNumber=SZ-2026-0001&businessScope=AE", admin2)).body.data).toBe(1);
  });

  it("answers bad queries with 400 and a Chinese message", async () => {
    const cases: [string, string][] = [
      ["businessScope=AE", "请输入内部编号"],
      ["internalNumber=%20&businessScope=AE", "请输入内部编号"],
      ["internalNumber=A1", "业务类型不正确"],
      ["internalNumber=A1&businessScope=ZZ", "业务类型不正确"],
      [`internalNumber=${"9".repeat(31)}&businessScope=AE`, "内部编号格式不正确"],
      [`internalNumber=A1&businessScope=AE&orderCode=${"X".repeat(41)}`, "订单号不能超过40个字符"],
    ];
    for (const [query, message] of cases) {
      const res = await check(query);
      expect(res.status, query).toBe(400);
      expect(res.body.messageInfo).toBe(message);
    }
  });
});

describe("concurrent edits (finding 4 of the hardening issue)", () => {
  const create = async (internalNumber: string) => {
    const body = { ...validWaybill(), internalNumber };
    const saved = await send<HawbRecord>("/afbase/hawbInfo", admin, body);
    expect(saved.body.code).toBe(0);
    return saved.body.data;
  };
  const put = (id: number, body: unknown, token = admin) =>
    send<HawbRecord>(`/afbase/hawbInfo/${id}`, token, body, { method: "PUT" });
  const consigneeName = async (id: number) =>
    (
      await h.db.query<{ name: string }>(
        "select consignee->>'name' as name from hawb_waybills where id = $1",
        [id],
      )
    )[0]?.name;

  it("a record carries a version that each save moves on", async () => {
    const record = await create("VER-0001");
    expect(record.version).toBe(1);
    const first = await put(record.id, {
      ...validWaybill(),
      internalNumber: "VER-0001",
      version: 1,
    });
    expect(first.body.data.version).toBe(2);
  });

  it("of two saves from the same copy, one wins and the stale one answers 409, changing nothing", async () => {
    for (let round = 0; round < 10; round++) {
      const record = await create(`RACE-${round}`);
      const mine = validWaybill();
      mine.internalNumber = `RACE-${round}`;
      mine.consignee.name = "FIRST WRITER LTD";
      const theirs = validWaybill();
      theirs.internalNumber = `RACE-${round}`;
      theirs.consignee.name = "SECOND WRITER LTD";
      const answers = await Promise.all([
        put(record.id, { ...mine, version: record.version }),
        put(record.id, { ...theirs, version: record.version }, staff),
      ]);
      const won = answers.filter((a) => a.status === 200 && a.body.code === 0);
      const lost = answers.filter((a) => a.status === 409);
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0]?.body).toEqual({
        code: 409,
        messageInfo: "该运单已被他人修改，请刷新后重试",
        data: null,
      });
      expect(await consigneeName(record.id)).toBe(won[0]?.body.data.consignee.name);
    }
  });

  it("a save from an old copy after another save answers 409 and keeps the other user's consignee", async () => {
    const record = await create("STALE-0001");
    const other = validWaybill();
    other.internalNumber = "STALE-0001";
    other.consignee.name = "OTHER USER CONSIGNEE";
    expect((await put(record.id, { ...other, version: record.version }, staff)).body.code).toBe(0);
    const stale = validWaybill();
    stale.internalNumber = "STALE-0001";
    stale.consignee.name = "STALE COPY CONSIGNEE";
    const res = await put(record.id, { ...stale, version: record.version });
    expect(res.status).toBe(409);
    expect(await consigneeName(record.id)).toBe("OTHER USER CONSIGNEE");
  });

  it("a save without a version answers 400", async () => {
    const record = await create("NOVER-0001");
    const res = await put(record.id, { ...validWaybill(), internalNumber: "NOVER-0001" });
    expect(res.status).toBe(400);
    expect(res.body.messageInfo).toBe("version 应为正整数");
  });
});
