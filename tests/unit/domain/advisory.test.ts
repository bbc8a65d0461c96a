import { describe, expect, it } from "vitest";
import { type AdvisoryKind, dueAdvisories, isChromeLike } from "../../../src/domain/advisory";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

describe("isChromeLike", () => {
  it.each([
    [CHROME, true],
    ["Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0", true],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) AppleWebKit/605.1.15 CriOS/131.0 Mobile", true],
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/131.0 Safari/537.36", true],
    [FIREFOX, false],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) AppleWebKit/605.1.15 FxiOS/133.0 Mobile", false],
    ["Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15", false],
  ])("%s → %s", (userAgent, expected) => {
    expect(isChromeLike(userAgent)).toBe(expected);
  });
});

describe("dueAdvisories", () => {
  it.each<[string, string, number, AdvisoryKind[], AdvisoryKind[]]>([
    ["Chrome on a computer", CHROME, 1280, [], []],
    ["Chrome on a phone", CHROME, 375, [], ["smallScreen"]],
    ["Chrome at exactly 768 px", CHROME, 768, [], []],
    ["Chrome at 767 px", CHROME, 767, [], ["smallScreen"]],
    ["Firefox on a computer", FIREFOX, 1280, [], ["browser"]],
    ["Firefox on a phone: browser first", FIREFOX, 375, [], ["browser", "smallScreen"]],
    ["Firefox on a phone, browser one seen", FIREFOX, 375, ["browser"], ["smallScreen"]],
    ["both seen", FIREFOX, 375, ["browser", "smallScreen"], []],
  ])("%s", (_name, userAgent, width, seen, expected) => {
    expect(dueAdvisories({ userAgent, width, seen: (kind) => seen.includes(kind) })).toEqual(
      expected,
    );
  });
});
