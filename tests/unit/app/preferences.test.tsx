import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import type * as React from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configureClient } from "../../../src/api/client";
import {
  personalSettingsQueries,
  useSavePersonal,
} from "../../../src/app/personal-settings/queries";
import { keys } from "../../../src/app/queries/keys";
import { sessionAtom } from "../../../src/app/state/session";
import type { UserInfo } from "../../../src/contract/access";
import { DEFAULT_PREFERENCES, type ScopePreferences } from "../../../src/domain/scope-preferences";
import type { EditPersonalBody } from "../../../src/widgets/personal-settings/types";

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

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe("the preferences query", () => {
  it("loads the saved digits once per session and organisation", async () => {
    const cache = client();
    const first = personalSettingsQueries.preferences(user(1));
    expect((await cache.fetchQuery(first)).AE.digits.weight).toBe(0);
    expect((await cache.fetchQuery(first)).AE.digits.weight).toBe(0);
    expect(calls).toBe(1);
    expect(
      (await cache.fetchQuery(personalSettingsQueries.preferences(user(2)))).AE.digits.weight,
    ).toBe(2);
    expect(calls).toBe(2);
  });

  it("takes what the dialog saved at once, for that organisation only", async () => {
    const cache = client();
    const store = createStore();
    store.set(sessionAtom, { token: "t", user: user(1) });
    const wrapper = ({ children }: { children: React.ReactNode }) => (
      <Provider store={store}>
        <QueryClientProvider client={cache}>{children}</QueryClientProvider>
      </Provider>
    );
    const { result } = renderHook(() => useSavePersonal(), { wrapper });
    await act(() => result.current.mutateAsync({ orderSeDigitsVolume: 1 } as EditPersonalBody));
    expect(calls).toBe(1); // the save alone: no load
    const saved = cache.getQueryData<ScopePreferences>(keys.preferences(user(1)));
    expect(saved?.SE.digits.volume).toBe(1);
    expect(cache.getQueryData(keys.preferences(user(2)))).toBeUndefined();
  });

  it("falls back to the defaults when the load fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("no", { status: 500 })),
    );
    expect(await client().fetchQuery(personalSettingsQueries.preferences(user(1)))).toEqual(
      DEFAULT_PREFERENCES,
    );
  });
});
