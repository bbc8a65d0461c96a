import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  checkWaybillField,
  checkWaybillFields,
  hawbPrintSchema,
  WAYBILL_FIELD_NAMES,
  WAYBILL_FIELD_RULES,
  type WaybillFieldName,
} from "../../../src/domain/waybill-fields";

type Row = [WaybillFieldName, string];

const REQUIRED: WaybillFieldName[] = ["destination", "pieces", "grossWeight"];

describe("WAYBILL_FIELD_RULES valid values", () => {
  it.each<Row>([
    ["hawbNumber", "A"],
    ["hawbNumber", "HAWB12345678"],
    ["hawbNumber", "abc123"],
    ["departure", "P"],
    ["departure", "PVG"],
    ["departure", "can"],
    ["destination", "LAX"],
    ["destination", "fra"],
    ["carrier", "CA"],
    ["carrier", "3U"],
    ["carrier", "99"],
    ["flightNumber", "CA1234"],
    ["flightNumber", "A".repeat(20)],
    ["currency", "CNY"],
    ["currency", "usd"],
    ["pieces", "0"],
    ["pieces", "1"],
    ["pieces", "123456789"],
    ["linePieces", "12345"],
    ["linePieces", "7"],
    ["grossWeight", "1"],
    ["grossWeight", "1234567"],
    ["grossWeight", "1234.56"],
    ["grossWeight", "12345.6"],
    ["grossWeight", "0.5"],
    ["chargeableWeight", "9999.99"],
    ["chargeableWeight", "1234567"],
    ["rateCharge", "12345.67"],
    ["rateCharge", "12345678"],
    ["total", "123456789.12"],
    ["total", "123456789012"],
    ["volume", "12345.678"],
    ["volume", "123456789"],
    ["volume", "0.001"],
    ["declaredValueCarriage", "NVD"],
    ["declaredValueCarriage", "N.V.D"],
    ["declaredValueCarriage", "1000"],
    ["declaredValueCarriage", "123456789.12"],
    ["declaredValueCarriage", "123456789012"],
    ["declaredValueCustoms", "NCV"],
    ["declaredValueCustoms", "N.C.V"],
    ["declaredValueCustoms", "99.5"],
    ["declaredValueCustoms", "123456789012"],
    ["insuranceValue", "NIL"],
    ["insuranceValue", "12345678.12"],
    ["insuranceValue", "12345678901"],
    ["insuranceAmount", "XXX"],
    ["insuranceAmount", "500"],
    ["insuranceAmount", "12345678901"],
    ["iataAgentCode", "1234567"],
    ["iataAgentCode", "12345678901"],
    ["hsCode", "850440"],
    ["hsCode", "A".repeat(18)],
    ["hsCode", "8504409999"],
    ["agentName", "ACME LOGISTICS CO. LTD"],
    ["agentName", "A-B.C 1"],
    ["shipperSignature", "JOHN SMITH"],
    ["executedAt", "SHANGHAI CHINA 01"],
    ["carrierSignature", "A".repeat(20)],
    ["otherServiceInfo", "X".repeat(195)],
    ["goodsNameEn", "ELECTRONIC PARTS"],
    ["goodsNameEn", "G".repeat(80)],
    ["accountNumber", "ACC-001.2"],
  ])("%s accepts %j", (name, value) => {
    expect(checkWaybillField(name, value)).toBeNull();
  });
});

describe("WAYBILL_FIELD_RULES invalid values", () => {
  it.each<[WaybillFieldName, string, string]>([
    ["hawbNumber", "HAWB123456789", "分单号不能超过12位"],
    ["hawbNumber", "AB-12", "分单号只能包含字母和数字"],
    ["hawbNumber", "AB 12", "分单号只能包含字母和数字"],
    ["hawbNumber", "分单1", "分单号只能包含字母和数字"],
    ["departure", "PVGX", "始发站不能超过3位"],
    ["departure", "PV1", "始发站只能包含字母"],
    ["departure", "P-G", "始发站只能包含字母"],
    ["destination", "LA", "目的港必须为3位字母"],
    ["destination", "LAXX", "目的港必须为3位字母"],
    ["destination", "LA1", "目的港必须为3位字母"],
    ["destination", " LAX", "目的港必须为3位字母"],
    ["carrier", "C", "承运人必须为2位字母或数字"],
    ["carrier", "CAX", "承运人必须为2位字母或数字"],
    ["carrier", "C-", "承运人必须为2位字母或数字"],
    ["flightNumber", "A".repeat(21), "航班号不能超过20位"],
    ["flightNumber", "CA 123", "航班号只能包含字母和数字"],
    ["flightNumber", "CA/123", "航班号只能包含字母和数字"],
    ["currency", "CN", "币种必须为3位字母"],
    ["currency", "CNYY", "币种必须为3位字母"],
    ["currency", "C1Y", "币种必须为3位字母"],
    ["pieces", "1234567890", "件数不能超过9位"],
    ["pieces", "1.5", "件数只能为数字"],
    ["pieces", "-1", "件数只能为数字"],
    ["pieces", "1,000", "件数只能为数字"],
    ["linePieces", "123456", "明细件数不能超过5位"],
    ["linePieces", "1a", "明细件数只能为数字"],
    ["grossWeight", "12345678", "毛重不能超过7个字符（含小数点）"],
    ["grossWeight", "12345.67", "毛重不能超过7个字符（含小数点）"],
    ["grossWeight", "123.456", "毛重最多保留2位小数"],
    ["grossWeight", "abc", "毛重必须为数字"],
    ["grossWeight", "-1", "毛重必须为数字"],
    ["grossWeight", ".5", "毛重必须为数字"],
    ["grossWeight", "5.", "毛重必须为数字"],
    ["grossWeight", "1.2.3", "毛重必须为数字"],
    ["chargeableWeight", "12345678", "计费重量不能超过7个字符（含小数点）"],
    ["chargeableWeight", "1.234", "计费重量最多保留2位小数"],
    ["chargeableWeight", "1e5", "计费重量必须为数字"],
    ["rateCharge", "123456789", "运价不能超过8个字符（含小数点）"],
    ["rateCharge", "1.005", "运价最多保留2位小数"],
    ["rateCharge", "USD5", "运价必须为数字"],
    ["total", "1234567890123", "总金额不能超过12个字符（含小数点）"],
    ["total", "1234567890.12", "总金额不能超过12个字符（含小数点）"],
    ["total", "10.123", "总金额最多保留2位小数"],
    ["total", "1 000", "总金额必须为数字"],
    ["volume", "1234567890", "体积不能超过9个字符（含小数点）"],
    ["volume", "123456.789", "体积不能超过9个字符（含小数点）"],
    ["volume", "1.2345", "体积最多保留3位小数"],
    ["volume", "m3", "体积必须为数字"],
    ["declaredValueCarriage", "1234567890123", "运输声明价值不能超过12个字符"],
    ["declaredValueCarriage", "nvd", "运输声明价值只能为NVD、N.V.D或数字（最多2位小数）"],
    ["declaredValueCarriage", "N.V.D.", "运输声明价值只能为NVD、N.V.D或数字（最多2位小数）"],
    ["declaredValueCarriage", "NCV", "运输声明价值只能为NVD、N.V.D或数字（最多2位小数）"],
    ["declaredValueCarriage", "1.234", "运输声明价值只能为NVD、N.V.D或数字（最多2位小数）"],
    ["declaredValueCustoms", "NVD", "海关声明价值只能为NCV、N.C.V或数字（最多2位小数）"],
    ["declaredValueCustoms", "N C V", "海关声明价值只能为NCV、N.C.V或数字（最多2位小数）"],
    ["declaredValueCustoms", "1234567890123", "海关声明价值不能超过12个字符"],
    ["insuranceValue", "XXX", "保险价值只能为NIL或数字（最多2位小数）"],
    ["insuranceValue", "nil", "保险价值只能为NIL或数字（最多2位小数）"],
    ["insuranceValue", "123456789012", "保险价值不能超过11个字符"],
    ["insuranceValue", "123456789.12", "保险价值不能超过11个字符"],
    ["insuranceAmount", "NIL", "保险金额只能为XXX或数字（最多2位小数）"],
    ["insuranceAmount", "XX", "保险金额只能为XXX或数字（最多2位小数）"],
    ["insuranceAmount", "123456789012", "保险金额不能超过11个字符"],
    ["iataAgentCode", "123456", "IATA代理人代码必须为7位或11位数字"],
    ["iataAgentCode", "12345678", "IATA代理人代码必须为7位或11位数字"],
    ["iataAgentCode", "1234567890", "IATA代理人代码必须为7位或11位数字"],
    ["iataAgentCode", "123456789012", "IATA代理人代码必须为7位或11位数字"],
    ["iataAgentCode", "123456A", "IATA代理人代码必须为7位或11位数字"],
    ["hsCode", "85044", "HS编码长度必须为6到18位"],
    ["hsCode", "1".repeat(19), "HS编码长度必须为6到18位"],
    ["hsCode", "8504.40", "HS编码只能包含字母和数字"],
    ["agentName", "ACME, INC", "代理人名称只能包含字母、数字、空格、点和连字符"],
    ["agentName", "上海代理", "代理人名称只能包含字母、数字、空格、点和连字符"],
    ["shipperSignature", "J/SMITH", "托运人签字只能包含字母、数字、空格、点和连字符"],
    ["executedAt", "S".repeat(18), "签发地点不能超过17个字符"],
    ["executedAt", "SHANGHAI#", "签发地点只能包含字母、数字、空格、点和连字符"],
    ["carrierSignature", "C".repeat(21), "承运人签字不能超过20个字符"],
    ["otherServiceInfo", "X".repeat(196), "其他服务信息不能超过195个字符"],
    ["otherServiceInfo", "KEEP DRY!", "其他服务信息只能包含字母、数字、空格、点和连字符"],
    ["goodsNameEn", "G".repeat(81), "英文品名不能超过80个字符"],
    ["goodsNameEn", "PARTS (SPARE)", "英文品名只能包含字母、数字、空格、点和连字符"],
    ["accountNumber", "ACC_001", "账号只能包含字母、数字、空格、点和连字符"],
  ])("%s rejects %j", (name, value, message) => {
    expect(checkWaybillField(name, value)).toBe(message);
  });
});

describe("empty values", () => {
  it.each(WAYBILL_FIELD_NAMES.filter((name) => !REQUIRED.includes(name)))(
    "%s is optional",
    (name) => {
      expect(WAYBILL_FIELD_RULES[name].required).toBe(false);
      expect(checkWaybillField(name, "")).toBeNull();
      expect(checkWaybillField(name, "   ")).toBeNull();
    },
  );

  it.each<[WaybillFieldName, string]>([
    ["destination", "请输入目的港"],
    ["pieces", "请输入件数"],
    ["grossWeight", "请输入毛重"],
  ])("%s is required", (name, message) => {
    expect(WAYBILL_FIELD_RULES[name].required).toBe(true);
    expect(checkWaybillField(name, "")).toBe(message);
    expect(checkWaybillField(name, "  ")).toBe(message);
  });
});

describe("checkWaybillFields", () => {
  it("reports only the broken fields", () => {
    expect(
      checkWaybillFields({ destination: "LAX", pieces: "2", grossWeight: "10.5", carrier: "C" }),
    ).toEqual({ carrier: "承运人必须为2位字母或数字" });
  });

  it("treats missing keys as empty", () => {
    expect(checkWaybillFields({})).toEqual({
      destination: "请输入目的港",
      pieces: "请输入件数",
      grossWeight: "请输入毛重",
    });
  });
});

describe("hawbPrintSchema", () => {
  const valid = { destination: "LAX", pieces: "10", grossWeight: "123.5" };

  it("has one entry per rule", () => {
    expect(Object.keys(hawbPrintSchema.entries).sort()).toEqual([...WAYBILL_FIELD_NAMES].sort());
  });

  it("fills optional fields with empty strings", () => {
    const result = v.safeParse(hawbPrintSchema, valid);
    expect(result.success).toBe(true);
    if (result.success) {
      expect(result.output.hawbNumber).toBe("");
      expect(result.output.destination).toBe("LAX");
    }
  });

  it.each<[WaybillFieldName, string]>([
    ["hawbNumber", "AB-1"],
    ["destination", "LA"],
    ["grossWeight", "1.234"],
    ["iataAgentCode", "123"],
    ["goodsNameEn", "G".repeat(81)],
    ["insuranceAmount", "NIL"],
  ])("reports %s=%j with the rule's own message", (name, value) => {
    const result = v.safeParse(hawbPrintSchema, { ...valid, [name]: value });
    expect(result.success).toBe(false);
    const issue = result.issues?.[0];
    expect(issue && v.getDotPath(issue)).toBe(name);
    expect(issue?.message).toBe(checkWaybillField(name, value));
  });

  it.each(REQUIRED)("asks for missing %s", (name) => {
    const input: Record<string, string> = { ...valid };
    delete input[name];
    const result = v.safeParse(hawbPrintSchema, input);
    expect(result.issues?.map((issue) => issue.message)).toEqual([
      `请输入${WAYBILL_FIELD_RULES[name].label}`,
    ]);
  });

  it("names the field when a value is not a string", () => {
    const result = v.safeParse(hawbPrintSchema, { ...valid, pieces: 10 });
    expect(result.issues?.map((issue) => issue.message)).toEqual(["件数必须为文本"]);
  });

  it("collects every broken field", () => {
    const result = v.safeParse(hawbPrintSchema, { destination: "", pieces: "x", grossWeight: "1" });
    expect(result.issues?.map((issue) => issue.message)).toEqual([
      "请输入目的港",
      "件数只能为数字",
    ]);
  });
});
