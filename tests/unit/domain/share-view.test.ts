import { describe, expect, it } from "vitest";
import type { AwbRouteApiRoute } from "../../../src/domain/order-track";
import {
  ageOf,
  describeDelay,
  isMobileAgent,
  nextMilestoneTime,
  parseContainers,
  qrLabelSize,
  stationChain,
} from "../../../src/domain/share-view";
import { milestone } from "../../../src/domain/track-events";

describe("qrLabelSize", () => {
  it.each([
    ["", 14],
    ["123456789012", 14],
    ["1234567890123", 12],
    ["784-55123401_SHA25110001", 12],
  ])("%s → %i px", (code, size) => {
    expect(qrLabelSize(code)).toBe(size);
  });
});

describe("stationChain", () => {
  it.each([
    [{ departureStation: "PVG", arrivalStation: "AMS" }, ["PVG", "AMS"]],
    [
      {
        departureStation: "PVG",
        transitStation: "CAN",
        transitStation2: "DXB",
        arrivalStation: "AMS",
      },
      ["PVG", "CAN", "DXB", "AMS"],
    ],
    [{ departureStation: " PVG ", transitStation: " ", arrivalStation: null }, ["PVG"]],
    [{}, []],
  ])("%j", (track, chain) => {
    expect(stationChain(track)).toEqual(chain);
  });
});

describe("parseContainers", () => {
  it.each([
    [
      "CSNU7654321/40HQ;TGHU1234567/20GP",
      [
        { number: "CSNU7654321", type: "40HQ" },
        { number: "TGHU1234567", type: "20GP" },
      ],
    ],
    [
      "CSNU7654321 / 40HQ，TGHU1234567",
      [
        { number: "CSNU7654321", type: "40HQ" },
        { number: "TGHU1234567", type: "" },
      ],
    ],
    [";;", []],
    [null, []],
  ])("%s", (list, expected) => {
    expect(parseContainers(list)).toEqual(expected);
  });
});

describe("describeDelay", () => {
  it.each([
    [null, null],
    [0, { kind: "onTime", hours: 0, minutes: 0 }],
    [5, { kind: "onTime", hours: 0, minutes: 0 }],
    [-5, { kind: "onTime", hours: 0, minutes: 0 }],
    [6, { kind: "late", hours: 0, minutes: 6 }],
    [-30, { kind: "early", hours: 0, minutes: 30 }],
    [1470, { kind: "late", hours: 24, minutes: 30 }],
  ])("%s min", (minutes, expected) => {
    expect(describeDelay(minutes)).toEqual(expected);
  });
});

describe("nextMilestoneTime", () => {
  const legs: AwbRouteApiRoute[] = [
    {
      planDepartureTime: "2026-01-01 08:00",
      actualDepartureTime: "2026-01-01 08:10",
      planArrivalTime: "2026-01-01 12:00",
      actualArrivalTime: "2026-01-01 12:05",
    },
    {
      planDepartureTime: "2026-01-02 08:00",
      actualDepartureTime: "2026-01-02 09:00",
      planArrivalTime: "2026-01-02 20:00",
      estimatedArrivalTime: "2026-01-02 21:00",
    },
    { planDepartureTime: "2026-01-03 08:00", estimatedDepartureTime: "2026-01-03 10:00" },
  ];
  it.each([
    ["ARR uses the airborne leg's estimate", "ARR", legs, "2026-01-02 21:00"],
    ["DEP uses the first leg not departed", "DEP", legs, "2026-01-03 10:00"],
    ["MAN has no time of its own in the legs", "MAN", legs, ""],
    ["RCF has no time in the legs", "RCF", legs, ""],
    ["no legs", "ARR", [], ""],
    [
      "schedule when no estimate",
      "ARR",
      [{ actualDepartureTime: "2026-01-02 09:00", planArrivalTime: "2026-01-02 20:00" }],
      "2026-01-02 20:00",
    ],
  ] as const)("%s", (_label, code, list, expected) => {
    expect(nextMilestoneTime(milestone(code), list)).toBe(expected);
  });

  it("is empty when nothing is expected", () => {
    expect(nextMilestoneTime(null, legs)).toBe("");
  });
});

describe("ageOf", () => {
  const now = Date.parse("2026-01-10T12:00:00+08:00");
  it.each([
    ["2026-01-10T11:59:40+08:00", { unit: "justNow" }],
    ["2026-01-10T11:15:00+08:00", { unit: "minutes", n: 45 }],
    ["2026-01-10 09:00", { unit: "hours", n: 3 }],
    ["2026-01-08T13:00:00+08:00", { unit: "hours", n: 47 }],
    ["2026-01-07T12:00:00+08:00", { unit: "days", n: 3 }],
    ["2026-01-10T13:00:00+08:00", null],
    ["not a time", null],
    [null, null],
  ])("%s", (time, expected) => {
    expect(ageOf(time, now)).toEqual(expected);
  });
});

describe("isMobileAgent", () => {
  it.each([
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148", true],
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126 Mobile Safari/537.36", true],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126 Safari/537.36", false],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Safari/605.1.15", false],
  ])("%s", (ua, expected) => {
    expect(isMobileAgent(ua)).toBe(expected);
  });
});
