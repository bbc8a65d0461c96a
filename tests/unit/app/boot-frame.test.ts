import { readFileSync } from "node:fs";
import path from "node:path";
import { createStore } from "jotai";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeStoredSession } from "../../../src/app/state/session";
import { themeColorAtom } from "../../../src/app/state/theme-color";
import type { UserInfo } from "../../../src/contract/access";

// index.html's first script reads what the app stores (the theme, the session) before the first
// paint, under the same keys; it is run here against storage the app's own code wrote.
const indexHtml = readFileSync(path.resolve(import.meta.dirname, "../../../index.html"), "utf8");
const headScript = /<head>[\s\S]*?<script>([\s\S]*?)<\/script>[\s\S]*?<\/head>/.exec(
  indexHtml,
)?.[1];

const runHeadScript = () => {
  if (!headScript) throw new Error("index.html has no inline script in its <head>");
  new Function(headScript)();
};

const root = document.documentElement;
beforeEach(() => {
  localStorage.clear();
  root.removeAttribute("data-session");
  root.style.removeProperty("--brand");
});
afterEach(() => localStorage.clear());

describe("index.html's first script", () => {
  it("marks a stored session, as the app wrote it", () => {
    runHeadScript();
    expect(root.hasAttribute("data-session")).toBe(false);

    writeStoredSession({ token: "t-1", user: { userId: 7, orgId: 3 } as UserInfo });
    runHeadScript();
    expect(root.hasAttribute("data-session")).toBe(true);
  });

  it("marks no session after sign-out, nor a token without its user (the app signs out)", () => {
    writeStoredSession({ token: "t-1", user: { userId: 7, orgId: 3 } as UserInfo });
    writeStoredSession(null);
    runHeadScript();
    expect(root.hasAttribute("data-session")).toBe(false);

    localStorage.setItem("access_token", "t-2");
    runHeadScript();
    expect(root.hasAttribute("data-session")).toBe(false);
  });

  it("applies the theme colour the picker stored, and ignores anything else", () => {
    createStore().set(themeColorAtom, "#aa3300");
    root.style.removeProperty("--brand");
    runHeadScript();
    expect(root.style.getPropertyValue("--brand")).toBe("#AA3300");

    root.style.removeProperty("--brand");
    localStorage.setItem("themeColor", "red; background: url(x)");
    runHeadScript();
    expect(root.style.getPropertyValue("--brand")).toBe("");
  });

  it("throws nothing when storage is blocked", () => {
    const storage = Object.getOwnPropertyDescriptor(window, "localStorage");
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("blocked", "SecurityError");
      },
    });
    try {
      expect(runHeadScript).not.toThrow();
    } finally {
      if (storage) Object.defineProperty(window, "localStorage", storage);
    }
  });
});
