import { describe, expect, it } from "vitest";
import { shortDate } from "../../../src/widgets/dashboard/NoticesCard";

describe("shortDate", () => {
  it("gives the month-day in Beijing time, as Intl does", () => {
    const intl = new Intl.DateTimeFormat("zh-CN", {
      timeZone: "Asia/Shanghai",
      month: "2-digit",
      day: "2-digit",
    });
    const wrong: string[] = [];
    // Every 7 h 13 min over 20 years: every hour of the day, both sides of midnight.
    for (let t = Date.UTC(2015, 0, 1); t < Date.UTC(2035, 0, 1); t += 26_000_000) {
      const iso = new Date(t).toISOString();
      const expected = intl.format(t).replace("/", "-");
      if (shortDate(iso) !== expected) wrong.push(`${iso}: ${shortDate(iso)} ≠ ${expected}`);
    }
    expect(wrong).toEqual([]);
    expect(shortDate("2026-11-21T16:30:00Z")).toBe("11-22");
  });

  it("is empty for text that is not a time", () => {
    expect(shortDate("")).toBe("");
    expect(shortDate("not a date")).toBe("");
  });
});
