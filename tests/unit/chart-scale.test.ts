import { describe, expect, it } from "vitest";
import { valueAxis } from "../../src/domain/chart-scale";

describe("valueAxis", () => {
  it("puts the top tick at or above the tallest bar", () => {
    // The dashboard's week of tickets peaked at 9 over ticks 0–8 (issue 24).
    expect(valueAxis(9)).toEqual({ max: 10, ticks: [0, 2, 4, 6, 8, 10] });
    expect(valueAxis(10)).toEqual({ max: 10, ticks: [0, 2, 4, 6, 8, 10] });
    expect(valueAxis(1800)).toEqual({ max: 2000, ticks: [0, 500, 1000, 1500, 2000] });
    expect(valueAxis(0.7).ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
    for (const largest of [0.05, 1, 3, 7.3, 12, 99, 101, 4321, 98_765]) {
      const axis = valueAxis(largest);
      expect(axis.max).toBeGreaterThanOrEqual(largest);
      expect(axis.ticks.at(-1)).toBe(axis.max);
      expect(axis.ticks.length).toBeLessThanOrEqual(7);
    }
  });

  it("gives an empty chart an axis of its own", () => {
    expect(valueAxis(0)).toEqual({ max: 1, ticks: [0, 1] });
  });
});
