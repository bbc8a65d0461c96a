import { createStore } from "jotai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configureClient } from "../../../src/api/client";
import { preferencesAtom } from "../../../src/app/state/preferences";
import { sessionAtom } from "../../../src/app/state/session";
import type { UserInfo } from "../../../src/contract/access";
import { DEFAULT_PREFERENCES, preferencesFrom } from "../../../src/domain/scope-preferences";

const user = (orgId: number) => ({ userId: 7, orgId }) as UserInfo;

let calls = 0;
beforeEach(() => {
  calls = 0;
  configureClient({ baseUrl: "http://test.local", getToken: () => "t", onFailure: () => {} });
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      calls += 1;
      return new Response(
        JSON.stringify({
          code: 0,
          messageInfo: "",
          data: { orderAeDigitsWeight: calls === 1 ? 0 : 2 },
        }),
        { headers: { "content-type": "application/json" } },
      );
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("preferencesAtom", () => {
  it("holds the spec's defaults without a session", async () => {
    const store = createStore();
    store.set(sessionAtom, null);
    expect(await store.get(preferencesAtom)).toEqual(DEFAULT_PREFERENCES);
    expect(calls).toBe(0);
  });

  it("loads the saved digits once per session and organisation", async () => {
    const store = createStore();
    store.set(sessionAtom, { token: "t", user: user(1) });
    expect((await store.get(preferencesAtom)).AE.digits.weight).toBe(0);
    expect((await store.get(preferencesAtom)).AE.digits.weight).toBe(0);
    expect(calls).toBe(1);
    store.set(sessionAtom, { token: "t2", user: user(2) });
    expect((await store.get(preferencesAtom)).AE.digits.weight).toBe(2);
    expect(calls).toBe(2);
  });

  it("takes what the dialog saved at once, for that organisation only", async () => {
    const store = createStore();
    store.set(sessionAtom, { token: "t", user: user(1) });
    store.set(preferencesAtom, preferencesFrom({ orderSeDigitsVolume: 1 }));
    expect((store.get(preferencesAtom) as typeof DEFAULT_PREFERENCES).SE.digits.volume).toBe(1);
    expect(calls).toBe(0);
    store.set(sessionAtom, { token: "t2", user: user(2) });
    expect((await store.get(preferencesAtom)).SE.digits.volume).toBe(3);
  });

  it("falls back to the defaults when the load fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("no", { status: 500 })),
    );
    const store = createStore();
    store.set(sessionAtom, { token: "t", user: user(1) });
    expect(await store.get(preferencesAtom)).toEqual(DEFAULT_PREFERENCES);
  });
});
