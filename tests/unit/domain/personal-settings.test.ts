import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  CC_MAX,
  DIGIT_DEFAULTS,
  SETTINGS_MESSAGES as M,
  maxDigits,
  type PersonalSettingsContext,
  type PersonalSettingsInput,
  personalSettingsSchema,
  portForSsl,
  SETTINGS_FIELDS,
  scopeFields,
} from "../../../src/domain/personal-settings";
import { checkEmailSchema } from "../../../src/domain/personal-settings-check-email";
import {
  defaultPersonalSettings,
  needsRelogin,
} from "../../../src/domain/personal-settings-defaults";
import { BUSINESS_SCOPES, type BusinessScope } from "../../../src/domain/scope";
import {
  DEFAULT_PREFERENCES,
  defaultLoadingDate,
  formatByScope,
  preferencesFrom,
} from "../../../src/domain/scope-preferences";

const STAFF: PersonalSettingsContext = { admin: false, emailSet: false, savedMail: null };
const ADMIN: PersonalSettingsContext = { admin: true, emailSet: false, savedMail: null };

const valid: PersonalSettingsInput = {
  ...defaultPersonalSettings({ userId: 7 }),
  userEmail: "Min.Zhang@Demo.Example",
  userEname: "Min Zhang",
  phoneNumber: "138 0000 0001",
  internationalCountryCode: "+86",
};

const mailOn: Partial<PersonalSettingsInput> = {
  mailValid: "1",
  mailName: "张敏",
  mailAddress: "ops@demo.example",
  mailSmtp: "smtp.demo.example",
  mailUser: "ops@demo.example",
  mailVerifyCode: "s3cret",
  mailPort: 465,
  mailSsl: "1",
};

type Issues = Record<string, string>;

/** The first message of every field that fails, keyed by its path. */
function issuesOf(
  patch: Partial<Record<keyof PersonalSettingsInput | string, unknown>>,
  ctx = STAFF,
): Issues {
  const result = v.safeParse(personalSettingsSchema(ctx), { ...valid, ...patch });
  if (result.success) return {};
  const out: Issues = {};
  for (const issue of result.issues) {
    const key = issue.path?.map((p) => String(p.key)).join(".") ?? "";
    out[key] ??= issue.message;
  }
  return out;
}

const parse = (patch: Partial<PersonalSettingsInput>, ctx = STAFF) =>
  v.parse(personalSettingsSchema(ctx), { ...valid, ...patch });

describe("personal settings: a complete form", () => {
  it("passes with the defaults and the required personal fields", () => {
    expect(issuesOf({})).toEqual({});
  });

  it("lower-cases the e-mail, upper-cases stations and trims text", () => {
    const out = parse({
      userEmail: "  Min.Zhang@Demo.Example ",
      userEname: "  Min Zhang  ",
      orderAeDefaultStation: " pvg ",
      mailAddress: "Ops@Demo.Example",
    } as Partial<PersonalSettingsInput>);
    expect(out.userEmail).toBe("min.zhang@demo.example");
    expect(out.userEname).toBe("Min Zhang");
    expect((out as Record<string, unknown>).orderAeDefaultStation).toBe("PVG");
    expect(out.mailAddress).toBe("ops@demo.example");
  });

  it("knows every field name of the spec", () => {
    for (const scope of BUSINESS_SCOPES) {
      const f = scopeFields(scope);
      for (const name of [
        ...Object.values(f.digits),
        f.defaultDate,
        f.defaultStation,
        f.lockStatus,
        f.feeService,
      ]) {
        expect(SETTINGS_FIELDS).toContain(name);
      }
    }
    expect(SETTINGS_FIELDS).toEqual(
      expect.arrayContaining([
        "userEmail",
        "userEname",
        "phoneNumber",
        "internationalCountryCode",
        "paramText",
        "orderEditNewPage",
        "orderSaveClosePage",
        "orderAeDefaultBarcodeLabelSize",
        "orderAeHawbCopyAwbInfo",
        "loadingDateType",
        "aeWarehouseId",
        "aiWarehouseId",
        "mailValid",
        "mailName",
        "mailAddress",
        "mailSmtp",
        "mailUser",
        "mailVerifyCode",
        "mailSsl",
        "mailPort",
        "mailSignature",
        "orderTrackCcUser",
        "sendGoodsNotifyCcUser",
        "sendBillCcUser",
        "sendInventoryCcUser",
      ]),
    );
    expect(SETTINGS_FIELDS).toHaveLength(25 + 8 * 7 + 2);
  });
});

describe("personal settings: single-field rules at their boundaries", () => {
  const local = (n: number) => `${"a".repeat(n - "@b.cn".length)}@b.cn`;
  it.each<[string, Record<string, unknown>, Issues]>([
    ["e-mail empty", { userEmail: "" }, { userEmail: M.emailRequired }],
    ["e-mail blank", { userEmail: "   " }, { userEmail: M.emailRequired }],
    ["e-mail without @", { userEmail: "min.demo.example" }, { userEmail: M.emailFormat }],
    ["e-mail without domain dot", { userEmail: "min@demo" }, { userEmail: M.emailFormat }],
    ["e-mail with a space", { userEmail: "min zhang@demo.cn" }, { userEmail: M.emailFormat }],
    ["e-mail of 80", { userEmail: local(80) }, {}],
    ["e-mail of 81", { userEmail: local(81) }, { userEmail: M.emailLength }],
    ["e-mail not text", { userEmail: 42 }, { userEmail: M.emailRequired }],
    ["English name empty", { userEname: "" }, { userEname: M.enameRequired }],
    ["English name of 1", { userEname: "M" }, {}],
    ["English name of 40", { userEname: "M".repeat(40) }, {}],
    ["English name of 41", { userEname: "M".repeat(41) }, { userEname: M.enameLength }],
    ["phone empty", { phoneNumber: "" }, { phoneNumber: M.phoneRequired }],
    ["phone of 30", { phoneNumber: "1".repeat(30) }, {}],
    ["phone of 31", { phoneNumber: "1".repeat(31) }, { phoneNumber: M.phoneLength }],
    ["phone with letters", { phoneNumber: "138abc" }, { phoneNumber: M.phoneFormat }],
    ["phone with +, -, () and spaces", { phoneNumber: "+86 (21) 5555-0101" }, {}],
    [
      "country code empty",
      { internationalCountryCode: "" },
      { internationalCountryCode: M.countryCodeRequired },
    ],
    [
      "country code without +",
      { internationalCountryCode: "86" },
      { internationalCountryCode: M.countryCodeFormat },
    ],
    ["country code +1", { internationalCountryCode: "+1" }, {}],
    ["country code +1246", { internationalCountryCode: "+1246" }, {}],
    [
      "country code of 5 digits",
      { internationalCountryCode: "+12345" },
      { internationalCountryCode: M.countryCodeFormat },
    ],
    ["language en-US", { paramText: "en-US" }, {}],
    ["language fr-FR", { paramText: "fr-FR" }, { paramText: M.language }],
    ["new-page flag as '1'", { orderEditNewPage: "1" }, { orderEditNewPage: M.choice }],
    ["save-close flag true", { orderSaveClosePage: true }, {}],
    ["HAWB copy 0", { orderAeHawbCopyAwbInfo: "0" }, {}],
    ["HAWB copy 2", { orderAeHawbCopyAwbInfo: "2" }, { orderAeHawbCopyAwbInfo: M.choice }],
    ["loading date FLIGHTDATE", { loadingDateType: "FLIGHTDATE" }, {}],
    ["loading date other", { loadingDateType: "NOW" }, { loadingDateType: M.choice }],
    ["barcode size of 50", { orderAeDefaultBarcodeLabelSize: "x".repeat(50) }, {}],
    [
      "barcode size of 51",
      { orderAeDefaultBarcodeLabelSize: "x".repeat(51) },
      { orderAeDefaultBarcodeLabelSize: M.barcodeLength },
    ],
    ["AE warehouse id", { aeWarehouseId: "12" }, {}],
    ["AE warehouse id with letters", { aeWarehouseId: "12a" }, { aeWarehouseId: M.idFormat }],
    ["AI warehouse id 0", { aiWarehouseId: "0" }, { aiWarehouseId: M.idFormat }],
    ["mail sender of 20", { mailName: "名".repeat(20) }, {}],
    ["mail sender of 21", { mailName: "名".repeat(21) }, { mailName: M.mailNameLength }],
    ["mail address invalid", { mailAddress: "ops@" }, { mailAddress: M.emailFormat }],
    ["mail address of 100", { mailAddress: local(100) }, {}],
    ["mail address of 101", { mailAddress: local(101) }, { mailAddress: M.mailAddressLength }],
    ["SMTP of 100", { mailSmtp: "s".repeat(100) }, {}],
    ["SMTP of 101", { mailSmtp: "s".repeat(101) }, { mailSmtp: M.smtpLength }],
    ["SMTP with a scheme", { mailSmtp: "smtp://mail.demo.cn" }, { mailSmtp: M.smtpFormat }],
    ["SMTP as IPv4", { mailSmtp: "127.0.0.1" }, {}],
    ["mail user of 100", { mailUser: "u".repeat(100) }, {}],
    ["mail user of 101", { mailUser: "u".repeat(101) }, { mailUser: M.mailUserLength }],
    ["password of 100", { mailVerifyCode: "p".repeat(100) }, {}],
    ["password of 101", { mailVerifyCode: "p".repeat(101) }, { mailVerifyCode: M.passwordLength }],
    ["signature of 200", { mailSignature: "签".repeat(200) }, {}],
    ["signature of 201", { mailSignature: "签".repeat(201) }, { mailSignature: M.signatureLength }],
    ["port 1", { mailPort: 1 }, {}],
    ["port 65535", { mailPort: 65535 }, {}],
    ["port 0", { mailPort: 0 }, { mailPort: M.portRange }],
    ["port 65536", { mailPort: 65536 }, { mailPort: M.portRange }],
    ["port 25.5", { mailPort: 25.5 }, { mailPort: M.portRange }],
    ["port as text", { mailPort: "25" }, { mailPort: M.portRange }],
    ["port empty with mail off", { mailPort: null }, {}],
    ["SSL 2", { mailSsl: "2" }, { mailSsl: M.choice }],
    ["mail switch 'true'", { mailValid: "true" }, { mailValid: M.choice }],
    ["cc of 50", { sendBillCcUser: Array.from({ length: CC_MAX }, (_, i) => i + 1) }, {}],
    [
      "cc of 51",
      { sendBillCcUser: Array.from({ length: CC_MAX + 1 }, (_, i) => i + 1) },
      { sendBillCcUser: M.ccTooMany },
    ],
    ["cc twice the same", { orderTrackCcUser: [3, 3] }, { orderTrackCcUser: M.ccDuplicate }],
    ["cc id 0", { sendInventoryCcUser: [0] }, { "sendInventoryCcUser.0": M.idFormat }],
    ["cc id as text", { sendGoodsNotifyCcUser: ["3"] }, { "sendGoodsNotifyCcUser.0": M.idFormat }],
    ["version -1", { version: -1 }, { version: M.version }],
    ["user id as text", { userId: "7" }, { userId: M.idFormat }],
  ])("%s", (_name, patch, expected) => {
    expect(issuesOf(patch)).toEqual(expected);
  });

  it("refuses a field it does not know", () => {
    const result = v.safeParse(personalSettingsSchema(STAFF), { ...valid, isAdmin: true });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.path?.[0]?.key).toBe("isAdmin");
  });
});

describe("personal settings: digits per business scope", () => {
  const rows = BUSINESS_SCOPES.flatMap((scope) =>
    (["weight", "volume", "chargeWeight"] as const).map(
      (kind) => [scope, kind, maxDigits(scope, kind)] as const,
    ),
  );

  it.each(rows)("%s %s goes from 0 to %i", (scope, kind, max) => {
    const name = scopeFields(scope).digits[kind];
    const range = max === 2 ? M.digitsRange2 : M.digitsRange3;
    expect(issuesOf({ [name]: 0 })).toEqual({});
    expect(issuesOf({ [name]: max })).toEqual({});
    expect(issuesOf({ [name]: max + 1 })).toEqual({ [name]: range });
    expect(issuesOf({ [name]: -1 })).toEqual({ [name]: range });
    expect(issuesOf({ [name]: 1.5 })).toEqual({ [name]: M.digitsRequired });
    expect(issuesOf({ [name]: null })).toEqual({ [name]: M.digitsRequired });
    expect(issuesOf({ [name]: "2" })).toEqual({ [name]: M.digitsRequired });
  });

  it("has the spec's maxima: 3 for AE SE SI TE TI, 2 for AI LC IO, volume 3 everywhere", () => {
    const table = Object.fromEntries(
      BUSINESS_SCOPES.map((s) => [
        s,
        [maxDigits(s, "weight"), maxDigits(s, "volume"), maxDigits(s, "chargeWeight")],
      ]),
    );
    expect(table).toEqual({
      AE: [3, 3, 3],
      AI: [2, 3, 2],
      SE: [3, 3, 3],
      SI: [3, 3, 3],
      TE: [3, 3, 3],
      TI: [3, 3, 3],
      LC: [2, 3, 2],
      IO: [2, 3, 2],
    });
  });

  it("has the spec's defaults: AE AI 1/3/2, SE SI TE TI 3/3/3, LC IO 1/3/2", () => {
    const defaults = defaultPersonalSettings({ userId: 1 }) as unknown as Record<string, number>;
    const table = Object.fromEntries(
      BUSINESS_SCOPES.map((s) => {
        const f = scopeFields(s).digits;
        return [s, [defaults[f.weight], defaults[f.volume], defaults[f.chargeWeight]]];
      }),
    );
    expect(table).toEqual({
      AE: [1, 3, 2],
      AI: [1, 3, 2],
      SE: [3, 3, 3],
      SI: [3, 3, 3],
      TE: [3, 3, 3],
      TI: [3, 3, 3],
      LC: [1, 3, 2],
      IO: [1, 3, 2],
    });
    expect(DIGIT_DEFAULTS.AE).toEqual({ weight: 1, volume: 3, chargeWeight: 2 });
  });
});

describe("personal settings: other per-scope fields", () => {
  it.each<[BusinessScope, string, unknown, string | null]>([
    ["AE", "defaultStation", "PVG", null],
    ["SE", "defaultStation", "cnsha", null],
    ["LC", "defaultStation", "A".repeat(10), null],
    ["LC", "defaultStation", "A".repeat(11), M.stationLength],
    ["IO", "defaultStation", "PV-G", M.stationFormat],
    ["AI", "defaultDate", "TODAY", null],
    ["AI", "defaultDate", "TOMORROW", null],
    ["AI", "defaultDate", "", null],
    ["AI", "defaultDate", "YESTERDAY", M.choice],
    ["TE", "lockStatus", "0", null],
    ["TE", "lockStatus", "1", null],
    ["TE", "lockStatus", "3", M.choice],
    ["TE", "lockStatus", 2, M.choice],
    ["TI", "feeService", "CN", null],
    ["TI", "feeService", "EN", null],
    ["TI", "feeService", "CN<EN>", null],
    ["TI", "feeService", "EN<CN>", null],
    ["TI", "feeService", "中文", M.choice],
  ])("%s %s %j", (scope, field, value, message) => {
    const name = scopeFields(scope)[field as "defaultStation"];
    expect(issuesOf({ [name]: value })).toEqual(message ? { [name]: message } : {});
  });

  it("defaults lock status to 2 (all), fee service to Chinese, HAWB copy to 1, LOCALTIME, port 25", () => {
    const d = defaultPersonalSettings({ userId: 1 }) as unknown as Record<string, unknown>;
    for (const scope of BUSINESS_SCOPES) {
      expect(d[scopeFields(scope).lockStatus]).toBe("2");
      expect(d[scopeFields(scope).feeService]).toBe("CN");
    }
    expect(d.orderAeHawbCopyAwbInfo).toBe("1");
    expect(d.loadingDateType).toBe("LOCALTIME");
    expect(d.mailPort).toBe(25);
    expect(d.paramText).toBe("zh-CN");
    expect(d.mailValid).toBe("0");
  });
});

describe("personal settings: mail on requires sender, SMTP, port, user and password", () => {
  it("passes when all are given", () => {
    expect(issuesOf(mailOn)).toEqual({});
  });

  it.each<[string, Record<string, unknown>, Issues]>([
    ["sender", { mailName: " " }, { mailName: M.mailNameRequired }],
    ["SMTP", { mailSmtp: "" }, { mailSmtp: M.smtpRequired }],
    ["port", { mailPort: null }, { mailPort: M.portRequired }],
    ["user", { mailUser: "" }, { mailUser: M.mailUserRequired }],
    ["password", { mailVerifyCode: "" }, { mailVerifyCode: M.passwordRequired }],
  ])("without %s", (_name, patch, expected) => {
    expect(issuesOf({ ...mailOn, ...patch })).toEqual(expected);
  });

  it("reports every missing one at once, next to the other errors of the form", () => {
    expect(
      issuesOf({
        mailValid: "1",
        mailName: "",
        mailSmtp: "",
        mailUser: "",
        mailVerifyCode: "",
        mailPort: null,
        userEname: "",
      }),
    ).toEqual({
      userEname: M.enameRequired,
      mailName: M.mailNameRequired,
      mailSmtp: M.smtpRequired,
      mailUser: M.mailUserRequired,
      mailPort: M.portRequired,
      mailVerifyCode: M.passwordRequired,
    });
  });

  it("requires nothing of the mail section while mail is off", () => {
    expect(
      issuesOf({ mailValid: "0", mailName: "", mailSmtp: "", mailPort: null, mailUser: "" }),
    ).toEqual({});
  });

  it("lets an empty password keep the saved one for the same host and user only", () => {
    const saved: PersonalSettingsContext = {
      ...STAFF,
      savedMail: { smtp: "smtp.demo.example", user: "ops@demo.example" },
    };
    const keep = { ...mailOn, mailVerifyCode: "" };
    expect(issuesOf(keep, saved)).toEqual({});
    expect(issuesOf({ ...keep, mailSmtp: "SMTP.demo.example" }, saved)).toEqual({});
    expect(issuesOf({ ...keep, mailSmtp: "evil.example" }, saved)).toEqual({
      mailVerifyCode: M.passwordRequired,
    });
    expect(issuesOf({ ...keep, mailUser: "other@demo.example" }, saved)).toEqual({
      mailVerifyCode: M.passwordRequired,
    });
  });

  it("requires the mail address of the admin role only", () => {
    const noAddress = { ...mailOn, mailAddress: "" };
    expect(issuesOf(noAddress, STAFF)).toEqual({});
    expect(issuesOf(noAddress, ADMIN)).toEqual({ mailAddress: M.emailRequired });
    expect(issuesOf({ ...noAddress, mailValid: "0" }, ADMIN)).toEqual({});
  });
});

describe("personal settings: an e-mail already set", () => {
  const set: PersonalSettingsContext = { ...STAFF, emailSet: true };
  it("may be left out of the PUT", () => {
    const { userEmail: _omitted, ...body } = valid;
    expect(v.safeParse(personalSettingsSchema(set), body).success).toBe(true);
  });
  it("is required while none is set", () => {
    // The server checks a left-out field as undefined (server/http/body.ts check()).
    const result = v.safeParse(personalSettingsSchema(STAFF), { ...valid, userEmail: undefined });
    expect(result.issues?.[0]?.message).toBe(M.emailRequired);
  });
});

describe("checkEmail body", () => {
  const body = {
    userEmail: "min@demo.example",
    mailAddress: "",
    mailSmtp: "127.0.0.1",
    mailUser: "",
    mailVerifyCode: "pw",
    mailSsl: "0",
    mailPort: 2525,
  };
  const issues = (patch: Record<string, unknown>, ctx = STAFF) => {
    const r = v.safeParse(checkEmailSchema(ctx), { ...body, ...patch });
    return r.success ? [] : r.issues.map((i) => i.message);
  };
  it.each<[string, Record<string, unknown>, PersonalSettingsContext, string[]]>([
    ["complete", {}, STAFF, []],
    ["staff without e-mail", { userEmail: "" }, STAFF, [M.emailRequired]],
    ["staff with a bad e-mail", { userEmail: "min@" }, STAFF, [M.emailFormat]],
    ["staff whose e-mail is saved", { userEmail: "" }, { ...STAFF, emailSet: true }, []],
    ["admin without mail address", {}, ADMIN, [M.emailRequired]],
    ["admin with mail address", { mailAddress: "ops@demo.example" }, ADMIN, []],
    ["no SMTP", { mailSmtp: "" }, STAFF, [M.smtpRequired]],
    ["no port", { mailPort: null }, STAFF, [M.portRequired]],
    ["no password", { mailVerifyCode: "" }, STAFF, [M.passwordRequired]],
    [
      "no password, saved for this host",
      { mailVerifyCode: "" },
      { ...STAFF, savedMail: { smtp: "127.0.0.1", user: "" } },
      [],
    ],
  ])("%s", (_name, patch, ctx, expected) => {
    expect(issues(patch, ctx)).toEqual(expected);
  });

  it("reads only the mail fields of a whole settings form", () => {
    const r = v.safeParse(checkEmailSchema(STAFF), { ...valid, ...body });
    expect(r.success).toBe(true);
    expect(Object.keys(r.output ?? {}).sort()).toEqual(Object.keys(body).sort());
  });
});

describe("SSL and port", () => {
  it("sets 465 for SSL and 25 without", () => {
    expect(portForSsl("1")).toBe(465);
    expect(portForSsl("0")).toBe(25);
  });
});

describe("needsRelogin", () => {
  const before = parse(mailOn);
  it.each<[string, Record<string, unknown>, boolean]>([
    ["nothing changed", {}, false],
    ["only the English name", { userEname: "Zhang Min" }, false],
    ["only digits", { orderAeDigitsWeight: 2 }, false],
    ["the e-mail", { userEmail: "new@demo.example" }, true],
    ["the sender", { mailName: "运营部" }, true],
    ["the SMTP host", { mailSmtp: "smtp2.demo.example" }, true],
    ["the port", { mailPort: 587 }, true],
    ["SSL", { mailSsl: "0" }, true],
    ["the signature", { mailSignature: "—— 运营部" }, true],
    ["mail off", { mailValid: "0" }, true],
  ])("%s → %s", (_name, patch, expected) => {
    const after = { ...before, mailVerifyCode: "", ...patch } as typeof before;
    expect(needsRelogin(before, after)).toBe(expected);
  });
  it("a new password", () => {
    expect(needsRelogin(before, { ...before, mailVerifyCode: "new" })).toBe(true);
  });
  it("an e-mail left out of the PUT is no change", () => {
    expect(needsRelogin(before, { ...before, mailVerifyCode: "", userEmail: undefined })).toBe(
      false,
    );
  });
});

describe("preferences and formatByScope", () => {
  it("defaults to the spec's digits", () => {
    expect(formatByScope(1234.5678, "AE", "weight")).toBe("1,234.6");
    expect(formatByScope(1234.5678, "AE", "volume")).toBe("1,234.568");
    expect(formatByScope(1234.5678, "AE", "chargeWeight")).toBe("1,234.57");
    expect(formatByScope(1234.5678, "SE", "weight")).toBe("1,234.568");
    expect(formatByScope(null, "SE", "weight")).toBe("-");
  });

  it("uses saved digits", () => {
    const prefs = preferencesFrom({ orderAeDigitsWeight: 0, orderLcDigitsChargeWeight: 1 });
    expect(formatByScope(1234.5678, "AE", "weight", prefs)).toBe("1,235");
    expect(formatByScope("9.99", "LC", "chargeWeight", prefs)).toBe("10.0");
  });

  it("falls back to defaults for missing or out-of-range values", () => {
    const prefs = preferencesFrom({
      orderAiDigitsWeight: 3,
      orderAeDigitsVolume: "2",
      personalAeLockPageLockStatus: "9",
      feeSeDefaultService: "EN<CN>",
      orderEditNewPage: true,
      orderAeHawbCopyAwbInfo: "0",
    });
    expect(prefs.AI.digits.weight).toBe(1);
    expect(prefs.AE.digits.volume).toBe(3);
    expect(prefs.AE.lockStatus).toBe("2");
    expect(prefs.SE.feeService).toBe("EN<CN>");
    expect(prefs.openInNewPage).toBe(true);
    expect(prefs.aeHawbCopyAwbInfo).toBe(false);
    expect(DEFAULT_PREFERENCES.loadingDateType).toBe("LOCALTIME");
  });
});

describe("defaultLoadingDate", () => {
  // 2026-03-01 22:30 in Beijing
  const now = Date.UTC(2026, 2, 1, 14, 30);
  it.each<[Parameters<typeof defaultLoadingDate>[0], string | null, string | null]>([
    ["LOCALTIME", null, "2026-03-02 02:30"],
    ["FLIGHTDATE", "2026-03-05", "2026-03-05 23:00"],
    ["FLIGHTDATE", "2026-03-05 08:15:00", "2026-03-05 23:00"],
    ["FLIGHTDATE", null, null],
    ["FLIGHTDATE", "soon", null],
  ])("%s with flight date %j → %j", (type, flight, expected) => {
    expect(defaultLoadingDate(type, now, flight)).toBe(expected);
  });
});
