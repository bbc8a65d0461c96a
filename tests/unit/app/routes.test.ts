import { describe, expect, it } from "vitest";
import { safeRedirect } from "../../../src/app/paths";

describe("safeRedirect", () => {
  it.each([
    [null, "/dashboard"],
    ["", "/dashboard"],
    ["/af_order?x=1", "/af_order?x=1"],
    ["https://evil.example/", "/dashboard"],
    ["//evil.example/", "/dashboard"],
    ["/\\evil.example", "/dashboard"],
    ["javascript:alert(1)", "/dashboard"],
  ])("%s → %s", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});
