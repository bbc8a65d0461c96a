import { describe, expect, it } from "vitest";
import {
  numberKind,
  splitTrackingNumbers,
  trackingProblem,
} from "../../../src/domain/cargo-tracking";
import { awbPrefix } from "../../../src/domain/carriers";
import { hotFirst } from "../../../src/domain/reference";
import { shipCompanyOf } from "../../../src/domain/sea";

describe("cargo tracking numbers", () => {
  it("split on commas, spaces, semicolons and lines; blanks and repeats dropped; AWB hyphen added", () => {
    expect(splitTrackingNumbers("17612345675, 176-12345675；sha1\n\n cosu123456，")).toEqual([
      "176-12345675",
      "SHA1",
      "COSU123456",
    ]);
  });

  it("tell each number's kind and what is wrong with a list", () => {
    expect(numberKind("176-12345675")).toBe("awb");
    expect(numberKind("CSNU7654321")).toBe("container");
    expect(numberKind("COSU6281234560")).toBe("bill");
    expect(numberKind("AE2500001")).toBe("other");
    expect(trackingProblem([])).toBe("none");
    expect(trackingProblem(Array.from({ length: 11 }, (_, i) => `A${i}`))).toBe("tooMany");
    expect(trackingProblem(["A%B"])).toBe("bad");
    expect(trackingProblem(["A".repeat(41)])).toBe("bad");
    expect(trackingProblem(["AE2500001"])).toBeNull();
  });

  it("name the airline's prefix and the line of a bill or container", () => {
    expect(awbPrefix("176-12345675")).toBe("176");
    expect(awbPrefix("17612345675")).toBe("176");
    expect(awbPrefix("176-1234")).toBeNull();
    expect(shipCompanyOf("cosu6281234560")?.scac).toBe("COSU");
    expect(shipCompanyOf("MSKU1234567")?.scac).toBe("MAEU");
    expect(shipCompanyOf("TGHU1234567")).toBeNull();
  });

  it("put hot cities first, each group in its own order", () => {
    const items = ["AAA", "FRA", "BBB", "PVG"].map((code) => ({ code }));
    expect(hotFirst(items, ["PVG", "FRA"]).map((i) => i.code)).toEqual([
      "PVG",
      "FRA",
      "AAA",
      "BBB",
    ]);
  });
});
