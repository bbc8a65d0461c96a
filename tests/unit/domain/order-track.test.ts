import { describe, expect, it } from "vitest";
import type { DateTimeInput, NumericInput } from "../../../src/domain/format";
import {
  type Attachment,
  airWaybillNumber,
  isMasterFlag,
  type LcOrder,
  type ManifestListEntry,
  manifestView,
  type OrderNumberSource,
  type OrderTrack,
  orderNumber,
  type RouteTrackEvent,
  shipInfo,
  showWeighing,
  splitAttachments,
} from "../../../src/domain/order-track";
import {
  type DimensionRow,
  PLAN_CONFIRM_TOLERANCES,
  type PlanConfirmKind,
  parseDimensions,
  planConfirmDiff,
  planConfirmFlags,
  VOLUME_TOLERANCE,
  WEIGHT_TOLERANCE,
} from "../../../src/domain/plan-confirm";
import type { ShareView } from "../../../src/domain/scope";
import {
  currentTrack,
  legDelay,
  MILESTONE_NAMES,
  MILESTONE_SEQUENCE,
  type MilestoneCode,
  nextMilestone,
  routeDelays,
  TRACK_TEXTS,
  trackResponseError,
} from "../../../src/domain/track-events";
import { shareMessages } from "../../../src/i18n/messages/share";
import { shareDetailMessages } from "../../../src/i18n/messages/share-details";

describe("airWaybillNumber", () => {
  it.each<[string, Pick<OrderTrack, "awbNumber" | "customerNumber">, string]>([
    ["awb", { awbNumber: "999-12345675", customerNumber: "C1" }, "999-12345675"],
    ["customer fallback", { awbNumber: null, customerNumber: "C1" }, "C1"],
    ["blank awb falls back", { awbNumber: "  ", customerNumber: "C1" }, "C1"],
    ["trimmed", { awbNumber: " 999-12345675 " }, "999-12345675"],
    ["neither", {}, ""],
  ])("%s", (_label, track, expected) => {
    expect(airWaybillNumber(track)).toBe(expected);
  });
});

describe("orderNumber", () => {
  it.each<[string, OrderNumberSource, ShareView, string]>([
    ["AWB and HAWB", { awbNumber: "999-12345675", hawbNumber: "H001" }, "AF", "999-12345675_H001"],
    ["AWB only", { awbNumber: "999-12345675" }, "AF", "999-12345675"],
    ["HAWB only", { hawbNumber: "H001" }, "AF", "H001"],
    [
      "customer number stands in for AWB",
      { customerNumber: "C9", hawbNumber: "H1" },
      "AF",
      "C9_H1",
    ],
    ["customer number alone", { customerNumber: "C9" }, "AI", "C9"],
    ["AWB wins over customer number", { awbNumber: "A1", customerNumber: "C9" }, "AI", "A1"],
    ["blank HAWB ignored", { awbNumber: "A1", hawbNumber: " " }, "AF", "A1"],
    ["air ignores sea bill", { mlbNumber: "MBL1", orderCode: "O1" }, "AF", ""],
    ["air with nothing", {}, "AI", ""],
    ["sea master bill", { mlbNumber: "MBL1", orderCode: "O1" }, "SE", "MBL1"],
    ["sea order code fallback", { mlbNumber: null, orderCode: "O1" }, "SI", "O1"],
    ["sea blank master bill", { mlbNumber: "", orderCode: "O1" }, "SE", "O1"],
    ["sea ignores air bills", { awbNumber: "A1", hawbNumber: "H1" }, "SE", ""],
    ["road order code", { orderCode: "LC2024001", awbNumber: "A1" }, "LC", "LC2024001"],
  ])("%s", (_label, track, view, expected) => {
    expect(orderNumber(track, view)).toBe(expected);
  });

  it("accepts a road order", () => {
    const order: LcOrder = { orderCode: "LC1", driverName: "王师傅" };
    expect(orderNumber(order, "LC")).toBe("LC1");
  });
});

describe("shipInfo", () => {
  it.each<[Pick<OrderTrack, "shipName" | "shipVoyageNumber">, string]>([
    [{ shipName: "COSCO STAR", shipVoyageNumber: "045E" }, "COSCO STAR/045E"],
    [{ shipName: "COSCO STAR" }, "COSCO STAR"],
    [{ shipVoyageNumber: "045E" }, "045E"],
    [{ shipName: " ", shipVoyageNumber: "045E" }, "045E"],
    [{ shipName: null, shipVoyageNumber: null }, ""],
    [{}, ""],
  ])("shipInfo(%j) is %j", (track, expected) => {
    expect(shipInfo(track)).toBe(expected);
  });
});

describe("splitAttachments", () => {
  const file = (orderFileId: string, fileType: string | null): Attachment => ({
    orderFileId,
    fileType,
  });

  it.each<[string, Attachment[] | null | undefined, string[], string[]]>([
    ["null list", null, [], []],
    ["undefined list", undefined, [], []],
    ["empty list", [], [], []],
    ["Chinese types", [file("1", "照片"), file("2", "文件")], ["1"], ["2"]],
    ["English types", [file("1", "photo"), file("2", "file")], ["1"], ["2"]],
    ["case and spaces", [file("1", " Photo "), file("2", "FILE")], ["1"], ["2"]],
    ["unknown type is a file", [file("1", "视频"), file("2", null)], [], ["1", "2"]],
    [
      "keeps order",
      [file("1", "照片"), file("2", "文件"), file("3", "照片"), file("4", "文件")],
      ["1", "3"],
      ["2", "4"],
    ],
  ])("%s", (_label, list, photoIds, fileIds) => {
    const { photos, files } = splitAttachments(list);
    expect(photos.map((a) => a.orderFileId)).toEqual(photoIds);
    expect(files.map((a) => a.orderFileId)).toEqual(fileIds);
  });
});

describe("manifestView", () => {
  const entry = (hawbNumber: string, masterFlag: ManifestListEntry["masterFlag"]) => ({
    hawbNumber,
    masterFlag,
  });

  it.each<[string, ManifestListEntry[] | null | undefined, string | null, string[]]>([
    ["missing list", undefined, null, []],
    ["null list", null, null, []],
    ["empty list", [], null, []],
    [
      "master and houses",
      [entry("H1", false), entry("M", true), entry("H2", false)],
      "M",
      ["H1", "H2"],
    ],
    ["master only", [entry("M", true)], "M", []],
    ["no flagged entry", [entry("H1", false), entry("H2", null)], null, ["H1", "H2"]],
    ["numeric flags", [entry("M", 1), entry("H1", 0)], "M", ["H1"]],
    ["string flags", [entry("H1", "0"), entry("M", "1")], "M", ["H1"]],
    [
      "second master dropped",
      [entry("M1", true), entry("M2", true), entry("H", false)],
      "M1",
      ["H"],
    ],
  ])("%s", (_label, manifestList, masterNumber, houseNumbers) => {
    const view = manifestView({ manifestList });
    expect(view.master?.hawbNumber ?? null).toBe(masterNumber);
    expect(view.houses.map((h) => h.hawbNumber)).toEqual(houseNumbers);
  });

  it.each<[ManifestListEntry["masterFlag"], boolean]>([
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    [2, false],
    ["1", true],
    ["true", true],
    ["TRUE", true],
    ["Y", true],
    ["0", false],
    ["false", false],
    ["", false],
    [null, false],
    [undefined, false],
  ])("isMasterFlag(%j) is %s", (flag, expected) => {
    expect(isMasterFlag(flag)).toBe(expected);
  });
});

describe("showWeighing", () => {
  it.each<[Pick<OrderTrack, "cargoWeighingList">, boolean]>([
    [{}, false],
    [{ cargoWeighingList: null }, false],
    [{ cargoWeighingList: [] }, false],
    [{ cargoWeighingList: [{ billNumber: "H1", pieces: 2 }] }, true],
  ])("showWeighing(%j) is %s", (track, expected) => {
    expect(showWeighing(track)).toBe(expected);
  });
});

describe("plan versus confirm thresholds", () => {
  it("exports the spec's tolerances", () => {
    expect(WEIGHT_TOLERANCE).toEqual({ minPercent: 97, maxPercent: 103, maxAbsoluteDiff: 100 });
    expect(VOLUME_TOLERANCE).toEqual({ minPercent: 90, maxPercent: 110, maxAbsoluteDiff: null });
    expect(PLAN_CONFIRM_TOLERANCES).toEqual({
      pieces: null,
      weight: WEIGHT_TOLERANCE,
      volume: VOLUME_TOLERANCE,
      chargeWeight: WEIGHT_TOLERANCE,
    });
  });
});

describe("planConfirmDiff", () => {
  it.each<[PlanConfirmKind, NumericInput, NumericInput, boolean]>([
    // pieces: any difference
    ["pieces", 10, 10, false],
    ["pieces", 10, 11, true],
    ["pieces", 10, 9, true],
    ["pieces", 0, 0, false],
    ["pieces", 0, 1, true],
    ["pieces", "10", 10, false],
    ["pieces", "10", "11", true],
    ["pieces", 1e12, 1e12, false],
    ["pieces", 1e12, 1e12 + 1, true],
    ["pieces", -1, -1, false],
    ["pieces", null, 10, false],
    ["pieces", 10, undefined, false],
    ["pieces", "", 10, false],
    ["pieces", 10, "n/a", false],

    // weight: percent band, where 3% is under 100
    ["weight", 100, 100, false],
    ["weight", 100, 97, false],
    ["weight", 100, 96.9, true],
    ["weight", 100, 103, false],
    ["weight", 100, 103.1, true],
    ["weight", 1000, 970, false],
    ["weight", 1000, 969.9, true],
    ["weight", 1000, 1030, false],
    ["weight", 1000, 1030.1, true],
    ["weight", 123.4, 119.698, false],
    ["weight", 123.4, 127.102, false],
    ["weight", "100", "103", false],
    ["weight", "100", "103.1", true],

    // weight: absolute limit, where 3% is over 100
    ["weight", 5000, 5100, false],
    ["weight", 5000, 5100.1, true],
    ["weight", 5000, 4900, false],
    ["weight", 5000, 4899.9, true],
    ["weight", 5000.3, 5100.3, false],
    ["weight", 1e12, 1e12 + 100, false],
    ["weight", 1e12, 1e12 + 101, true],
    ["weight", 1e12, 1.02e12, true],

    // weight: zeros, negatives, missing sides
    ["weight", 0, 0, false],
    ["weight", 0, 0.1, true],
    ["weight", 0, 5, true],
    ["weight", 100, 0, true],
    ["weight", -100, -100, false],
    ["weight", -100, -102, false],
    ["weight", -100, -104, true],
    ["weight", -100, 100, true],
    ["weight", null, 100, false],
    ["weight", 100, null, false],
    ["weight", undefined, undefined, false],
    ["weight", "abc", 100, false],
    ["weight", Number.NaN, 100, false],

    // charge weight uses the weight rule
    ["chargeWeight", 100, 97, false],
    ["chargeWeight", 100, 96.9, true],
    ["chargeWeight", 100, 103, false],
    ["chargeWeight", 100, 103.1, true],
    ["chargeWeight", 5000, 5100, false],
    ["chargeWeight", 5000, 5100.1, true],
    ["chargeWeight", 0, 1, true],
    ["chargeWeight", null, 1, false],

    // volume: 90%..110%, no absolute limit
    ["volume", 10, 10, false],
    ["volume", 10, 9, false],
    ["volume", 10, 8.99, true],
    ["volume", 10, 11, false],
    ["volume", 10, 11.01, true],
    ["volume", 1.234, 1.1106, false],
    ["volume", 1.234, 1.1105, true],
    ["volume", 5000, 5400, false],
    ["volume", 1e12, 1.1e12, false],
    ["volume", 1e12, 1.1e12 + 1e6, true],
    ["volume", 0, 0, false],
    ["volume", 0, 0.001, true],
    ["volume", 10, 0, true],
    ["volume", -10, -9, false],
    ["volume", -10, -11.5, true],
    ["volume", "10", "11", false],
    ["volume", "10", "11.01", true],
    ["volume", 10, null, false],
    ["volume", null, 10, false],
  ])("%s plan %j confirm %j flagged %s", (kind, plan, confirm, expected) => {
    expect(planConfirmDiff(kind, plan, confirm)).toBe(expected);
  });
});

describe("planConfirmFlags", () => {
  it.each<[string, Parameters<typeof planConfirmFlags>[0], ReturnType<typeof planConfirmFlags>]>([
    ["empty order", {}, { pieces: false, weight: false, volume: false, chargeWeight: false }],
    [
      "all differ",
      {
        planPieces: 10,
        confirmPieces: 9,
        planWeight: 100,
        confirmWeight: 110,
        planVolume: 1,
        confirmVolume: 2,
        planChargeWeight: 100,
        confirmChargeWeight: 50,
      },
      { pieces: true, weight: true, volume: true, chargeWeight: true },
    ],
    [
      "within tolerance",
      {
        planPieces: 10,
        confirmPieces: 10,
        planWeight: 100,
        confirmWeight: 102,
        planVolume: 1,
        confirmVolume: 1.05,
        planChargeWeight: 100,
        confirmChargeWeight: 98,
      },
      { pieces: false, weight: false, volume: false, chargeWeight: false },
    ],
  ])("%s", (_label, order, expected) => {
    expect(planConfirmFlags(order)).toEqual(expected);
  });
});

describe("parseDimensions", () => {
  const row = (
    length: number | null,
    width: number | null,
    height: number | null,
    pieces: number | null,
  ): DimensionRow => ({ length, width, height, pieces });

  it.each<[string, string | null | undefined, DimensionRow[]]>([
    ["null", null, []],
    ["undefined", undefined, []],
    ["empty", "", []],
    ["blank", "   ", []],
    ["separators only", ";;；", []],
    ["one item with *", "120*80*100*2", [row(120, 80, 100, 2)]],
    ["one item with /", "120/80/100/2", [row(120, 80, 100, 2)]],
    ["mixed / and *", "120*80/100*2", [row(120, 80, 100, 2)]],
    ["two items", "120*80*100*2;50*40*30*1", [row(120, 80, 100, 2), row(50, 40, 30, 1)]],
    ["trailing semicolon", "120*80*100*2;", [row(120, 80, 100, 2)]],
    ["blank items skipped", ";120*80*100*2; ;", [row(120, 80, 100, 2)]],
    [
      "spaces",
      " 120 * 80 * 100 * 2 ; 50 / 40 / 30 / 1 ",
      [row(120, 80, 100, 2), row(50, 40, 30, 1)],
    ],
    [
      "full-width semicolon",
      "120*80*100*2；50*40*30*1",
      [row(120, 80, 100, 2), row(50, 40, 30, 1)],
    ],
    ["full-width star", "120＊80＊100＊2", [row(120, 80, 100, 2)]],
    ["full-width slash", "120／80／100／2", [row(120, 80, 100, 2)]],
    ["multiplication sign", "120×80×100×2", [row(120, 80, 100, 2)]],
    ["letter x", "120x80X100x2", [row(120, 80, 100, 2)]],
    ["full-width digits", "１２０*８０*１００*２", [row(120, 80, 100, 2)]],
    ["commas between items", "120*80*100*2,50*40*30*1", [row(120, 80, 100, 2), row(50, 40, 30, 1)]],
    ["full-width comma", "120*80*100*2，50*40*30*1", [row(120, 80, 100, 2), row(50, 40, 30, 1)]],
    ["line breaks", "120*80*100*2\r\n50*40*30*1", [row(120, 80, 100, 2), row(50, 40, 30, 1)]],
    ["decimals", "120.5*80.25*100*2", [row(120.5, 80.25, 100, 2)]],
    ["zeros", "0*0*0*0", [row(0, 0, 0, 0)]],
    ["large", "1000000000000*1*1*1", [row(1e12, 1, 1, 1)]],
    ["negative kept as typed", "-120*80*100*2", [row(-120, 80, 100, 2)]],
    ["no pieces", "120*80*100", [row(120, 80, 100, null)]],
    ["empty part", "120**100*2", [row(120, null, 100, 2)]],
    ["non-numeric part", "120*abc*100*2", [row(120, null, 100, 2)]],
    ["extra parts ignored", "120*80*100*2*9", [row(120, 80, 100, 2)]],
    ["no number at all", "abc;120*80*100*2", [row(120, 80, 100, 2)]],
  ])("%s", (_label, text, expected) => {
    expect(parseDimensions(text)).toEqual(expected);
  });
});

describe("currentTrack", () => {
  const event = (code: string, eventTime: string | null, remark = "PVG"): RouteTrackEvent => ({
    flightStatusCode: code,
    flightStatusName: `${code} name`,
    remark,
    eventTime,
  });

  it.each<[string, RouteTrackEvent[] | null | undefined, string | null]>([
    ["null", null, null],
    ["empty", [], null],
    ["single", [event("RCS", "2024-05-01 08:00:00")], "RCS"],
    [
      "latest by time, not by position",
      [event("DEP", "2024-05-02 10:00:00"), event("RCS", "2024-05-01 08:00:00")],
      "DEP",
    ],
    [
      "mixed offsets compared as instants",
      // 03:00Z is 11:00 Beijing, later than 10:30 Beijing.
      [event("ARR", "2024-05-02T03:00:00Z"), event("DEP", "2024-05-02 10:30:00")],
      "ARR",
    ],
    [
      "equal times: later entry wins",
      [event("MAN", "2024-05-01 09:00"), event("DEP", "2024-05-01 09:00")],
      "DEP",
    ],
    [
      "untimed events lose to timed ones",
      [event("RCS", "2024-05-01 08:00"), event("DEP", null), event("XXX", "bad")],
      "RCS",
    ],
    ["all untimed: last entry", [event("RCS", null), event("MAN", "")], "MAN"],
  ])("%s", (_label, events, expectedCode) => {
    expect(currentTrack(events)?.statusCode ?? null).toBe(expectedCode);
  });

  it("returns code, name, airport, time and the event", () => {
    const latest: RouteTrackEvent = {
      flightStatusCode: " dep ",
      flightStatusName: "已起飞",
      remark: "PVG",
      eventTime: "2024-05-02 10:00:00",
      flightNum: "CA123",
    };
    expect(currentTrack([event("RCS", "2024-05-01 08:00:00"), latest])).toEqual({
      statusCode: "DEP",
      statusName: "已起飞",
      airport: "PVG",
      time: "2024-05-02 10:00:00",
      event: latest,
    });
  });

  it("fills blanks with empty strings", () => {
    expect(currentTrack([{}])).toEqual({
      statusCode: "",
      statusName: "",
      airport: "",
      time: "",
      event: {},
    });
  });
});

describe("milestones", () => {
  it("follows the IATA sequence", () => {
    expect(MILESTONE_SEQUENCE).toEqual(["BKD", "RCS", "MAN", "DEP", "ARR", "RCF", "NFD", "DLV"]);
  });

  it.each<[MilestoneCode, string]>([
    ["BKD", "已订舱"],
    ["RCS", "已收货"],
    ["MAN", "已配载"],
    ["DEP", "已起飞"],
    ["ARR", "已到达"],
    ["RCF", "已接收"],
    ["NFD", "已通知提货"],
    ["DLV", "已交付"],
  ])("%s is %s with an English name", (code, zh) => {
    expect(MILESTONE_NAMES[code].zh).toBe(zh);
    expect(MILESTONE_NAMES[code].en).not.toBe("");
  });

  const at = (code: string, hour: number): RouteTrackEvent => ({
    flightStatusCode: code,
    eventTime: `2024-05-01 ${String(hour).padStart(2, "0")}:00`,
  });

  it.each<[string, RouteTrackEvent[] | null | undefined, MilestoneCode | null]>([
    ["nothing seen", [], "BKD"],
    ["null", null, "BKD"],
    ["only unknown codes", [at("FOH", 1), at("TFD", 2)], "BKD"],
    ["after BKD", [at("BKD", 1)], "RCS"],
    ["after RCS", [at("BKD", 1), at("RCS", 2)], "MAN"],
    ["after MAN", [at("MAN", 3)], "DEP"],
    ["after DEP", [at("DEP", 4)], "ARR"],
    ["after ARR", [at("ARR", 5)], "RCF"],
    ["after RCF", [at("RCF", 6)], "NFD"],
    ["after NFD", [at("NFD", 7)], "DLV"],
    ["after DLV", [at("NFD", 7), at("DLV", 8)], null],
    ["latest by time, not list order", [at("DEP", 4), at("RCS", 2)], "ARR"],
    ["transit leg departs again", [at("DEP", 4), at("ARR", 5), at("DEP", 9)], "ARR"],
    ["unknown latest code ignored", [at("DEP", 4), at("FOH", 9)], "ARR"],
    ["lower-case code", [at("rcs", 2)], "MAN"],
  ])("%s", (_label, events, expected) => {
    expect(nextMilestone(events)?.code ?? null).toBe(expected);
  });

  it("carries both names", () => {
    expect(nextMilestone([at("DEP", 4)])).toEqual({
      code: "ARR",
      nameZh: "已到达",
      nameEn: "Arrived",
    });
  });
});

describe("legDelay", () => {
  it.each<[DateTimeInput, DateTimeInput, number | null]>([
    ["2024-05-01 10:00", "2024-05-01 10:00", 0],
    ["2024-05-01 10:00", "2024-05-01 10:45", 45],
    ["2024-05-01 10:00", "2024-05-01 09:40", -20],
    ["2024-05-01 23:30", "2024-05-02 01:10", 100],
    ["2024-05-01 10:00:00", "2024-05-01 10:00:29", 0],
    ["2024-05-01 10:00:00", "2024-05-01 10:00:30", 1],
    ["2024-05-01 10:00:30", "2024-05-01 10:00:00", -1],
    ["2024-05-01 10:00:00", "2024-05-01 09:59:31", 0],
    ["2024-05-01 10:00", "2024-05-01T02:30:00Z", 30],
    [Date.UTC(2024, 4, 1, 2), Date.UTC(2024, 4, 1, 3), 60],
    [null, "2024-05-01 10:00", null],
    ["2024-05-01 10:00", null, null],
    ["2024-05-01 10:00", "", null],
    ["soon", "2024-05-01 10:00", null],
  ])("legDelay(%j, %j) is %j", (planned, actual, expected) => {
    expect(legDelay(planned, actual)).toBe(expected);
  });

  it.each<[string, Parameters<typeof routeDelays>[0], ReturnType<typeof routeDelays>]>([
    ["no times", {}, { departure: null, arrival: null }],
    [
      "actual preferred over estimate",
      {
        planDepartureTime: "2024-05-01 10:00",
        estimatedDepartureTime: "2024-05-01 11:00",
        actualDepartureTime: "2024-05-01 10:15",
        planArrivalTime: "2024-05-01 20:00",
        estimatedArrivalTime: "2024-05-01 19:50",
        actualArrivalTime: null,
      },
      { departure: 15, arrival: -10 },
    ],
    [
      "blank actual falls back to estimate",
      {
        planDepartureTime: "2024-05-01 10:00",
        actualDepartureTime: " ",
        estimatedDepartureTime: "2024-05-01 10:05",
      },
      { departure: 5, arrival: null },
    ],
  ])("routeDelays: %s", (_label, route, expected) => {
    expect(routeDelays(route)).toEqual(expected);
  });
});

describe("track texts", () => {
  it.each<[keyof typeof TRACK_TEXTS, string]>([
    ["emptyTrack", "暂无可展示的轨迹信息"],
    ["emptyFiles", "暂无可展示的文件"],
    ["emptyImages", "暂无可展示的图片"],
    ["errorPrefix", "操作失败，"],
    ["missingOrder", "未获取到查询相关信息"],
    ["fetchFailed", "数据获取失败"],
    ["noManifest", "暂无舱单信息"],
    ["noWaybill", "暂无运单信息"],
    ["noAttachmentUrl", "未获取到附件地址"],
  ])("%s is %s", (key, text) => {
    expect(TRACK_TEXTS[key]).toBe(text);
    const messages = key === "noAttachmentUrl" ? shareDetailMessages : shareMessages;
    const entry = messages["zh-CN"] as Record<string, string>;
    expect(entry[key]).toBe(text);
    expect((messages["en-US"] as Record<string, string>)[key]).toMatch(/^[\x20-\x7e]+$/);
  });

  it.each<[string, Parameters<typeof trackResponseError>[0], string | undefined, string | null]>([
    ["success", { code: 0 }, undefined, null],
    ["success as text", { code: "0", messageInfo: "ok" }, undefined, null],
    ["server message", { code: 1, messageInfo: "订单不存在" }, undefined, "订单不存在"],
    ["server message, fallback given", { code: 1, messageInfo: "订单不存在" }, "x", "订单不存在"],
    ["no message", { code: 500 }, undefined, "数据获取失败"],
    ["blank message", { code: 1, messageInfo: "  " }, undefined, "数据获取失败"],
    [
      "no message, English",
      { code: 1, messageInfo: null },
      shareMessages["en-US"].fetchFailed,
      "Failed to fetch data",
    ],
    ["missing code", {}, undefined, "数据获取失败"],
  ])("trackResponseError: %s", (_label, response, fallback, expected) => {
    expect(trackResponseError(response, fallback)).toBe(expected);
  });
});
