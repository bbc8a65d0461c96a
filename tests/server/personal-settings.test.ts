import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MailKeyError, mailCipher } from "../../server/mail/secret.ts";
import {
  CONFLICT_CODE,
  PERSONAL_MESSAGES as P,
} from "../../server/routes/personal-settings/index.ts";
import {
  SETTINGS_MESSAGES as M,
  type PersonalSettingsInput,
  SAVE_MESSAGES,
  SETTINGS_FIELDS,
} from "../../src/domain/personal-settings.ts";
import { defaultPersonalSettings } from "../../src/domain/personal-settings-defaults.ts";
import { type Harness, startHarness } from "./harness.ts";
import { api, orgIds, signIn, userIds } from "./helpers.ts";
import { SMTP_PASSWORD, SMTP_USER, type SmtpFixture, startSmtpFixture } from "./smtp-fixture.ts";

let h: Harness;
let smtp: SmtpFixture;
const tokens = { admin: "", staff: "", phone: "", partner: "", admin2: "" };
const ids = { admin: 0, staff: 0, phone: 0, partner: 0, demo: 0, demo2: 0 };
const warehouses = { demoAe: 0, demoAi: 0, demo2Ae: 0 };

beforeAll(async () => {
  // The key the server would otherwise write into DATA_DIR/mail.key.
  process.env.MAIL_SECRET_KEY = randomBytes(32).toString("base64");
  smtp = await startSmtpFixture();
  // The fixture listens on the loopback on a random port: a relay the administrator allowed.
  h = await startHarness({ SMTP_PRIVATE_RELAYS: `${smtp.host}:*` });
  Object.assign(tokens, await signIn(h, "admin", "staff", "phone", "partner", "admin2"));
  Object.assign(ids, await userIds(h), await orgIds(h));
  const w = await h.db.query<{ id: number; org_id: number; business: string }>(
    "select id, org_id, business from warehouses order by sort",
  );
  warehouses.demoAe = w.find((x) => x.org_id === ids.demo && x.business === "AE")?.id ?? 0;
  warehouses.demoAi = w.find((x) => x.org_id === ids.demo && x.business === "AI")?.id ?? 0;
  warehouses.demo2Ae = w.find((x) => x.org_id === ids.demo2 && x.business === "AE")?.id ?? 0;
});

afterAll(async () => {
  delete process.env.MAIL_SECRET_KEY;
  await Promise.all([h?.close(), smtp?.close()]);
});

const { get, send } = api(() => h);

const save = (token: string, body: unknown) =>
  send<{ version: number; reloginRequired: boolean }>("/hrs/user/editPersonal", token, body, {
    method: "PUT",
  });
const verify = (token: string, body: unknown) =>
  send<boolean | null>("/hrs/user/checkEmail", token, body);

/** Both GET answers merged, as the dialog loads them. */
async function loaded(token: string, userId: number) {
  const user = await get<Record<string, unknown>>(`/hrs/user/${userId}`, token);
  const extend = await get<Record<string, unknown>>("/hrs/user/getHrsUserExtend", token);
  expect(user.body.code).toBe(0);
  expect(extend.body.code).toBe(0);
  return { ...user.body.data, ...extend.body.data } as Record<string, unknown>;
}

/** A full body with something other than the default in every field. */
function staffBody(version: number): Omit<PersonalSettingsInput, "userEmail"> {
  // staff@demo.example has an e-mail already, so it is left out (spec §7).
  const { userEmail: _set, ...defaults } = defaultPersonalSettings({ userId: ids.staff });
  return {
    ...defaults,
    version,
    userEname: "  Min Zhang ",
    phoneNumber: "+86 138-0000-0099",
    internationalCountryCode: "+852",
    paramText: "en-US",
    orderEditNewPage: true,
    orderSaveClosePage: true,
    orderAeDigitsWeight: 0,
    orderAeDigitsVolume: 2,
    orderAeDigitsChargeWeight: 3,
    orderAeDefaultDate: "TODAY",
    orderAeDefaultStation: "pvg",
    personalAeLockPageLockStatus: "1",
    feeAeDefaultService: "CN<EN>",
    orderAiDigitsWeight: 2,
    orderAiDigitsChargeWeight: 0,
    orderAiDefaultStation: "sha",
    personalAiLockPageLockStatus: "0",
    feeAiDefaultService: "EN",
    orderSeDefaultStation: "CNSHA",
    orderSeDefaultDate: "TOMORROW",
    feeSeDefaultService: "EN<CN>",
    orderLcDigitsWeight: 0,
    orderIoDigitsVolume: 0,
    orderAeDefaultBarcodeLabelSize: "100x75",
    orderAeHawbCopyAwbInfo: "0",
    loadingDateType: "FLIGHTDATE",
    aeWarehouseId: String(warehouses.demoAe),
    aiWarehouseId: String(warehouses.demoAi),
    mailValid: "1",
    mailName: "张敏",
    mailAddress: "",
    mailSmtp: smtp.host,
    mailUser: SMTP_USER,
    mailVerifyCode: SMTP_PASSWORD,
    mailSsl: "0",
    mailPort: smtp.port,
    mailSignature: "—— 上海演示国际货运\n电话 021-5555 0101",
    orderTrackCcUser: [ids.admin, ids.partner],
    sendGoodsNotifyCcUser: [ids.admin],
    sendBillCcUser: [],
    sendInventoryCcUser: [ids.partner, ids.staff],
  };
}

const versionOf = async (token: string) =>
  (await get<{ version: number }>("/hrs/user/getHrsUserExtend", token)).body.data.version;

describe("GET /hrs/user/{userId} and getHrsUserExtend", () => {
  it("answers the caller's own fields and the defaults before any save", async () => {
    const user = await get(`/hrs/user/${ids.staff}`, tokens.staff);
    expect(user.body).toMatchObject({
      code: 0,
      data: {
        userId: ids.staff,
        orgName: "上海演示国际货运代理有限公司",
        userName: "张敏",
        userEname: "Min Zhang",
        userEmail: "staff@demo.example",
        phoneNumber: "",
        internationalCountryCode: "+86",
        loginRole: "staff",
        paramText: "zh-CN",
      },
    });
    const extend = await get("/hrs/user/getHrsUserExtend", tokens.partner);
    expect(extend.body.data).toMatchObject({
      version: 0,
      orderAeDigitsWeight: 1,
      orderAeDigitsVolume: 3,
      orderAeDigitsChargeWeight: 2,
      orderSeDigitsWeight: 3,
      orderLcDigitsChargeWeight: 2,
      personalTiLockPageLockStatus: "2",
      feeIoDefaultService: "CN",
      orderAeHawbCopyAwbInfo: "1",
      loadingDateType: "LOCALTIME",
      mailValid: "0",
      mailPort: 25,
      mailVerifyCode: "",
      mailPasswordSet: false,
      orderTrackCcUser: [],
    });
  });

  it("refuses another user's id", async () => {
    const other = await get(`/hrs/user/${ids.admin}`, tokens.staff);
    expect(other.status).toBe(403);
    expect(other.body.messageInfo).toBe(P.notSelf);
  });

  it("needs a login", async () => {
    const res = await h.call("/hrs/user/getHrsUserExtend");
    expect(res.status).toBe(401);
  });
});

describe("PUT /hrs/user/editPersonal", () => {
  it("stores every field; GET answers exactly what was saved, never the password", async () => {
    const body = staffBody(await versionOf(tokens.staff));
    const saved = await save(tokens.staff, body);
    expect(saved.status).toBe(200);
    // Mail settings changed: the save asks for a new login (spec §4).
    expect(saved.body).toEqual({
      code: 0,
      messageInfo: SAVE_MESSAGES.relogin,
      data: { version: 1, reloginRequired: true },
    });

    const got = await loaded(tokens.staff, ids.staff);
    const expected: Record<string, unknown> = {
      ...body,
      version: 1,
      userEname: "Min Zhang",
      userEmail: "staff@demo.example",
      orderAeDefaultStation: "PVG",
      orderAiDefaultStation: "SHA",
      mailVerifyCode: "",
    };
    for (const field of SETTINGS_FIELDS)
      expect([field, got[field]]).toEqual([field, expected[field]]);
    expect(got.mailPasswordSet).toBe(true);

    // The password is nowhere in any answer, and not in the database as plain text.
    const texts = await Promise.all([
      h.call(`/hrs/user/${ids.staff}`, { token: tokens.staff }).then((r) => r.text()),
      h.call("/hrs/user/getHrsUserExtend", { token: tokens.staff }).then((r) => r.text()),
    ]);
    for (const text of texts) expect(text).not.toContain(SMTP_PASSWORD);
    const [row] = await h.db.query<{ enc: string }>(
      "select mail_password_enc as enc from user_settings where user_id = $1",
      [ids.staff],
    );
    expect(row?.enc).toMatch(/^v1\./);
    expect(row?.enc).not.toContain(SMTP_PASSWORD);
    expect(JSON.stringify(await h.db.query("select * from user_settings"))).not.toContain(
      SMTP_PASSWORD,
    );
  });

  it("answers 操作成功 when neither e-mail nor mail settings change, keeping the saved password", async () => {
    const version = await versionOf(tokens.staff);
    const body = { ...staffBody(version), mailVerifyCode: "", orderTiDigitsWeight: 0 };
    const saved = await save(tokens.staff, body);
    expect(saved.body.messageInfo).toBe(SAVE_MESSAGES.success);
    expect(saved.body.data).toEqual({ version: version + 1, reloginRequired: false });
    const got = await loaded(tokens.staff, ids.staff);
    expect(got.mailPasswordSet).toBe(true);
    expect(got.orderTiDigitsWeight).toBe(0);
  });

  it("refuses an empty password once the SMTP host changes, so another host cannot receive it", async () => {
    const version = await versionOf(tokens.staff);
    const moved = await save(tokens.staff, {
      ...staffBody(version),
      mailVerifyCode: "",
      mailSmtp: "smtp.elsewhere.example",
    });
    expect(moved.status).toBe(400);
    expect(moved.body.messageInfo).toBe(M.passwordRequired);
  });

  it("refuses a stale version with a reload message and keeps the first save", async () => {
    const version = await versionOf(tokens.staff);
    const first = await save(tokens.staff, {
      ...staffBody(version),
      mailVerifyCode: "",
      userEname: "First Tab",
    });
    expect(first.body.code).toBe(0);
    const second = await save(tokens.staff, {
      ...staffBody(version),
      mailVerifyCode: "",
      userEname: "Second Tab",
    });
    expect(second.status).toBe(200);
    expect(second.body).toEqual({
      code: CONFLICT_CODE,
      messageInfo: SAVE_MESSAGES.conflict,
      data: null,
    });
    const got = await loaded(tokens.staff, ids.staff);
    expect(got.userEname).toBe("First Tab");
    expect(got.version).toBe(version + 1);
  });

  describe("bad and hostile bodies: a clear message and nothing stored", () => {
    const big = "x".repeat(10 * 1024);
    const cases: [string, (b: Record<string, unknown>) => unknown, number, string][] = [
      [
        "an unknown field",
        (b) => ({ ...b, isAdmin: true }),
        400,
        "请求参数有误：不支持的字段 isAdmin",
      ],
      ["a 10 kB English name", (b) => ({ ...b, userEname: big }), 400, M.enameLength],
      ["a 10 kB signature", (b) => ({ ...b, mailSignature: big }), 400, M.signatureLength],
      ["a 10 kB station", (b) => ({ ...b, orderSeDefaultStation: big }), 400, M.stationLength],
      ["digits as text", (b) => ({ ...b, orderAeDigitsWeight: "2" }), 400, M.digitsRequired],
      ["AI digits of 3", (b) => ({ ...b, orderAiDigitsWeight: 3 }), 400, M.digitsRange2],
      ["a flag as '1'", (b) => ({ ...b, orderEditNewPage: "1" }), 400, M.choice],
      ["a cc list of text", (b) => ({ ...b, sendBillCcUser: "1,2" }), 400, M.idFormat],
      ["a number for a name", (b) => ({ ...b, userEname: 42 }), 400, M.enameRequired],
      ["no English name", (b) => ({ ...b, userEname: "" }), 400, M.enameRequired],
      ["no phone", (b) => ({ ...b, phoneNumber: undefined }), 400, M.phoneRequired],
      [
        "no country code",
        (b) => ({ ...b, internationalCountryCode: "" }),
        400,
        M.countryCodeRequired,
      ],
      [
        "a country code not offered",
        (b) => ({ ...b, internationalCountryCode: "+999" }),
        400,
        P.countryCode,
      ],
      [
        "a barcode size not offered",
        (b) => ({ ...b, orderAeDefaultBarcodeLabelSize: "1x1" }),
        400,
        P.barcodeSize,
      ],
      [
        "another organisation's warehouse",
        (b) => ({ ...b, aeWarehouseId: String(warehouses.demo2Ae) }),
        400,
        P.warehouse,
      ],
      [
        "a warehouse id past int4 (issue 33)",
        (b) => ({ ...b, aeWarehouseId: "2147483648" }),
        400,
        M.idFormat,
      ],
      [
        "an AI warehouse as AE",
        (b) => ({ ...b, aeWarehouseId: String(warehouses.demoAi) }),
        400,
        P.warehouse,
      ],
      ["a cc user from nowhere", (b) => ({ ...b, orderTrackCcUser: [999999] }), 400, P.ccUser],
      ["mail on without sender", (b) => ({ ...b, mailName: "" }), 400, M.mailNameRequired],
      ["mail on without port", (b) => ({ ...b, mailPort: null }), 400, M.portRequired],
      ["another user's id", (b) => ({ ...b, userId: ids.admin }), 403, P.notSelf],
      [
        "a different e-mail once one is set",
        (b) => ({ ...b, userEmail: "new@demo.example" }),
        400,
        P.emailLocked,
      ],
      ["a script for a language", (b) => ({ ...b, paramText: "<script>" }), 400, M.language],
      ["an array", () => [1, 2, 3], 400, "请求参数有误"],
      ["null", () => null, 400, "请求参数有误"],
      ["broken JSON", () => '{"userId":', 400, "请求参数有误：JSON 格式不正确"],
    ];

    it.each(cases)("%s", async (_name, make, status, message) => {
      const before = await h.db.query(
        `select (select row_to_json(s) from user_settings s where user_id = $1) as s,
                (select json_agg(x order by scope) from user_scope_settings x where user_id = $1) as x,
                (select json_agg(c order by list, sort) from user_settings_cc c where user_id = $1) as c,
                (select row_to_json(u) from users u where id = $1) as u`,
        [ids.staff],
      );
      const base = { ...staffBody(await versionOf(tokens.staff)), mailVerifyCode: "changed" };
      const answer = await save(tokens.staff, make(base as unknown as Record<string, unknown>));
      expect(answer.status).toBe(status);
      expect(answer.body.code).not.toBe(0);
      expect(answer.body.messageInfo).toBe(message);
      const after = await h.db.query(
        `select (select row_to_json(s) from user_settings s where user_id = $1) as s,
                (select json_agg(x order by scope) from user_scope_settings x where user_id = $1) as x,
                (select json_agg(c order by list, sort) from user_settings_cc c where user_id = $1) as c,
                (select row_to_json(u) from users u where id = $1) as u`,
        [ids.staff],
      );
      expect(after).toEqual(before);
    });

    it("answers 415 for another content type and 413 for a body over 32 kB", async () => {
      const body = staffBody(await versionOf(tokens.staff));
      const form = await send("/hrs/user/editPersonal", tokens.staff, "a=1", {
        method: "PUT",
        contentType: "text/plain",
      });
      expect(form.status).toBe(415);
      const huge = await save(tokens.staff, { ...body, mailSignature: "x".repeat(40 * 1024) });
      expect(huge.status).toBe(413);
      expect(huge.body.messageInfo).toBe("请求内容过大");
    });
  });

  it("sets an e-mail once, lower-cased, and asks for a new login; a taken one is refused", async () => {
    const base = {
      ...defaultPersonalSettings({ userId: ids.phone }),
      userEname: "Qiang Li",
      phoneNumber: "13800000001",
    };
    const taken = await save(tokens.phone, { ...base, userEmail: "STAFF@demo.example" });
    expect(taken.body).toMatchObject({ code: 1, messageInfo: P.emailTaken });

    const saved = await save(tokens.phone, { ...base, userEmail: " Qiang.Li@Demo.Example " });
    expect(saved.body).toMatchObject({ code: 0, messageInfo: SAVE_MESSAGES.relogin });
    const got = await loaded(tokens.phone, ids.phone);
    expect(got.userEmail).toBe("qiang.li@demo.example");

    // From now on the e-mail is left out of the PUT, and the save is a plain success.
    const { userEmail: _left, ...again } = { ...base, version: 1, userEname: "Li Qiang" };
    const next = await save(tokens.phone, again);
    expect(next.body).toMatchObject({ code: 0, messageInfo: SAVE_MESSAGES.success });
  });

  it("refuses a phone number another user has", async () => {
    const body = {
      ...defaultPersonalSettings({ userId: ids.partner }),
      userEmail: "partner@demo.example",
      userEname: "Fang Wang",
      phoneNumber: "13800000001",
    };
    const answer = await save(tokens.partner, body);
    expect(answer.body).toMatchObject({ code: 1, messageInfo: P.phoneTaken });
  });

  it("requires the mail address of the admin role when mail is on", async () => {
    const { userEmail: _set, ...defaults } = defaultPersonalSettings({ userId: ids.admin });
    const body = {
      ...defaults,
      version: await versionOf(tokens.admin2),
      userEname: "Admin",
      phoneNumber: "021-5555-0100",
      mailValid: "1",
      mailName: "运营部",
      mailSmtp: smtp.host,
      mailUser: SMTP_USER,
      mailVerifyCode: SMTP_PASSWORD,
      mailPort: smtp.port,
    };
    const missing = await save(tokens.admin2, body);
    expect(missing.status).toBe(400);
    expect(missing.body.messageInfo).toBe(M.emailRequired);
    const ok = await save(tokens.admin2, { ...body, mailAddress: "Ops@Demo2.Example" });
    expect(ok.body.code).toBe(0);
    // Settings are per organisation: DEMO's settings of the same person are untouched.
    const demo = await get<{ mailValid: string }>("/hrs/user/getHrsUserExtend", tokens.admin);
    expect(demo.body.data.mailValid).toBe("0");
    const demo2 = await get<{ mailAddress: string }>("/hrs/user/getHrsUserExtend", tokens.admin2);
    expect(demo2.body.data.mailAddress).toBe("ops@demo2.example");
  });
});

describe("POST /hrs/user/checkEmail against a real SMTP server", () => {
  const body = (patch: Record<string, unknown> = {}) => ({
    userEmail: "staff@demo.example",
    mailAddress: "",
    mailSmtp: smtp.host,
    mailUser: SMTP_USER,
    mailVerifyCode: SMTP_PASSWORD,
    mailSsl: "0",
    mailPort: smtp.port,
    ...patch,
  });

  it("answers 验证成功 for the right password", async () => {
    const answer = await verify(tokens.staff, body());
    expect(answer.body).toEqual({ code: 0, messageInfo: "验证成功", data: true });
    expect(smtp.logins).toContain(SMTP_USER);
  });

  it("answers 验证失败 with the reason for a wrong password", async () => {
    const answer = await verify(tokens.staff, body({ mailVerifyCode: "wrong" }));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 1, messageInfo: "验证失败：用户名或密码错误", data: null });
  });

  it("answers 验证失败 for an unknown user", async () => {
    const answer = await verify(tokens.staff, body({ mailUser: "nobody@demo.example" }));
    expect(answer.body.messageInfo).toBe("验证失败：用户名或密码错误");
  });

  it("uses the saved password when the field is empty and host and user are unchanged", async () => {
    const answer = await verify(tokens.staff, body({ mailVerifyCode: "" }));
    expect(answer.body).toEqual({ code: 0, messageInfo: "验证成功", data: true });
  });

  it("does not hand the saved password to another host", async () => {
    const answer = await verify(tokens.staff, body({ mailVerifyCode: "", mailSmtp: "localhost" }));
    expect(answer.status).toBe(400);
    expect(answer.body.messageInfo).toBe(M.passwordRequired);
  });

  it("answers 验证失败 when nothing listens", async () => {
    const answer = await verify(tokens.staff, body({ mailPort: 1 }));
    expect(answer.body.messageInfo).toBe("验证失败：无法连接邮件服务器");
  });

  it("answers 验证失败 for SSL against a plain server", async () => {
    const answer = await verify(tokens.staff, body({ mailSsl: "1" }));
    expect(answer.body.code).toBe(1);
    expect(answer.body.messageInfo).toMatch(/^验证失败：/);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["SMTP", { mailSmtp: "" }, M.smtpRequired],
    ["port", { mailPort: null }, M.portRequired],
    ["password", { mailVerifyCode: "", mailUser: "someone-else" }, M.passwordRequired],
  ])("requires the %s", async (_name, patch, message) => {
    const answer = await verify(tokens.staff, body(patch));
    expect(answer.status).toBe(400);
    expect(answer.body.messageInfo).toBe(message);
  });

  it("requires the mail address of the admin role", async () => {
    const answer = await verify(tokens.admin, body());
    expect(answer.status).toBe(400);
    expect(answer.body.messageInfo).toBe(M.emailRequired);
    const ok = await verify(tokens.admin, body({ mailAddress: "ops@demo.example" }));
    expect(ok.body.code).toBe(0);
  });

  it("limits how often one user may check", async () => {
    const answers = [];
    for (let i = 0; i < 11; i++) {
      answers.push(await verify(tokens.partner, body({ userEmail: "", mailVerifyCode: "wrong" })));
    }
    expect(answers.slice(0, 10).every((a) => a.body.messageInfo.startsWith("验证失败"))).toBe(true);
    expect(answers[10]?.status).toBe(429);
    expect(answers[10]?.body.messageInfo).toBe(P.tooManyChecks);
  });
});

describe("lists the dialog offers", () => {
  it("international phone codes", async () => {
    const answer = await get<{ value: string; label: string }[]>(
      "/hrs/org/listCategory/internationalCountryCode",
      tokens.staff,
    );
    expect(answer.body.data[0]).toEqual({
      value: "+86",
      label: "中国大陆",
      labelEn: "Chinese mainland",
    });
    expect(answer.body.data.length).toBeGreaterThan(10);
    expect((await get("/hrs/org/listCategory/none", tokens.staff)).body.data).toEqual([]);
  });

  it("barcode label sizes (model category 45)", async () => {
    const answer = await get<{ value: string }[]>(
      "/afbase/category/modelCategory?categoryType=45",
      tokens.staff,
    );
    expect(answer.body.data.map((r) => r.value)).toContain("100x100");
    const bad = await get("/afbase/category/modelCategory?categoryType=x", tokens.staff);
    expect(bad.status).toBe(400);
  });

  it("users of the caller's organisation with an e-mail, for the cc lists", async () => {
    const demo = await get<{ userId: number; label: string; email: string }[]>(
      "/hrs/dept/selectUser",
      tokens.staff,
    );
    const emails = demo.body.data.map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining(["admin@demo.example", "staff@demo.example"]));
    const demo2 = await get<{ userId: number }[]>("/hrs/dept/selectUser", tokens.admin2);
    expect(demo2.body.data.map((u) => u.userId)).toEqual([ids.admin]);
  });

  it("warehouses of the caller's organisation only", async () => {
    const ae = await get<{ warehouseId: number; warehouseName: string }[]>(
      "/afbase/aeArrival/getWarehouseIds",
      tokens.staff,
    );
    expect(ae.body.data.map((w) => w.warehouseId)).toContain(warehouses.demoAe);
    expect(ae.body.data.map((w) => w.warehouseId)).not.toContain(warehouses.demo2Ae);
    const ai = await get<{ warehouseType: number }[]>(
      "/afbase/warehouse/getWarehouse/2/AI",
      tokens.staff,
    );
    expect(ai.body.data.length).toBe(1);
    expect(ai.body.data.every((w) => w.warehouseType === 2)).toBe(true);
    const both = await get<unknown[]>("/afbase/warehouse/getWarehouse/1,2/AI", tokens.staff);
    expect(both.body.data.length).toBe(2);
    const bad = await get("/afbase/warehouse/getWarehouse/x;drop/AI", tokens.staff);
    expect(bad.status).toBe(400);
  });

  it("the help link of permission 374", async () => {
    const answer = await get("/hrs/permission/374", tokens.staff);
    expect(answer.body.data).toEqual({
      permissionId: 374,
      helpUrl: "/tutorial?doc=personal-settings",
    });
    expect((await get("/hrs/permission/99999", tokens.staff)).status).toBe(404);
  });
});

describe("mail password encryption", () => {
  const owner = { userId: 7, orgId: 3 };

  it("round-trips, and fails for another owner or another key", () => {
    const key = randomBytes(32).toString("hex");
    const cipher = mailCipher("/nonexistent", { MAIL_SECRET_KEY: key });
    const text = cipher.encrypt("p@ss wörd", owner);
    expect(text).not.toContain("p@ss");
    expect(cipher.encrypt("p@ss wörd", owner)).not.toBe(text);
    expect(cipher.decrypt(text, owner)).toBe("p@ss wörd");
    expect(cipher.decrypt(text, { userId: 8, orgId: 3 })).toBeNull();
    const other = mailCipher("/nonexistent", {
      MAIL_SECRET_KEY: randomBytes(32).toString("base64"),
    });
    expect(other.decrypt(text, owner)).toBeNull();
    expect(cipher.decrypt("v1.garbage", owner)).toBeNull();
  });

  it("refuses a malformed MAIL_SECRET_KEY at start-up", () => {
    expect(() => mailCipher("/nonexistent", { MAIL_SECRET_KEY: "short" })).toThrow(MailKeyError);
  });

  it("creates DATA_DIR/mail.key (0600) on first use and keeps it", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "mail-key-"));
    try {
      const first = mailCipher(dir, {});
      const file = path.join(dir, "mail.key");
      expect(() => statSync(file)).toThrow();
      const text = first.encrypt("secret", owner);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const key = readFileSync(file, "utf8");
      const second = mailCipher(dir, {});
      expect(second.decrypt(text, owner)).toBe("secret");
      expect(readFileSync(file, "utf8")).toBe(key);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
