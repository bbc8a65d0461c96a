import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import * as React from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import OrderListPage from "../../../src/app/pages/OrderListPage";
import { keys } from "../../../src/app/queries/keys";
import { sessionAtom } from "../../../src/app/state/session";
import type { UserInfo } from "../../../src/contract/access";
import type { OrderPageQuery } from "../../../src/contract/order";
import { DEFAULT_PREFERENCES } from "../../../src/domain/scope-preferences";
import { page, rows } from "../../../stories/order/fixtures";

afterEach(cleanup);

const user = { userId: 7, orgId: 1, buttonInfo: [] } as unknown as UserInfo;
const query = (over: Partial<OrderPageQuery>): OrderPageQuery => ({
  businessScope: "AE",
  current: 1,
  size: 20,
  dateFrom: "",
  dateTo: "",
  departure: "",
  arrival: "",
  lockStatus: DEFAULT_PREFERENCES.AE.lockStatus,
  keyword: "",
  sort: "businessDate",
  order: "desc",
  ...over,
});

describe("the order list page", () => {
  it("paints a sort's header before it draws a page it already holds", () => {
    const store = createStore();
    store.set(sessionAtom, { token: "t", user });
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    client.setQueryData(keys.preferences(user), DEFAULT_PREFERENCES);
    const byDate = rows("AE", 3);
    const byCode = rows("AE", 6).slice(3);
    client.setQueryData(keys.orderPage(user, query({})), page(byDate));
    client.setQueryData(keys.orderPage(user, query({ sort: "orderCode" })), page(byCode));
    // What each commit showed: the order number column's sort and the first row's order.
    const commits: [string | null, string | undefined][] = [];
    const onRender = () => {
      const header = screen.queryByRole("columnheader", { name: /订单编号/ });
      const first = screen.queryAllByRole("link", { name: /AE\d+/ })[0]?.textContent ?? undefined;
      commits.push([header?.getAttribute("aria-sort") ?? null, first]);
    };
    render(
      <Provider store={store}>
        <QueryClientProvider client={client}>
          <Router hook={memoryLocation({ path: "/af_order" }).hook}>
            <React.Profiler id="list" onRender={onRender}>
              <OrderListPage />
            </React.Profiler>
          </Router>
        </QueryClientProvider>
      </Provider>,
    );
    expect(commits.at(-1)).toEqual([null, byDate[0]?.orderCode]);
    commits.length = 0;
    fireEvent.click(screen.getByRole("button", { name: /订单编号/ }));
    // First the click's own commit: the new sort in the header, the rows as they were; then the
    // held page.
    expect(commits[0]).toEqual(["descending", byDate[0]?.orderCode]);
    expect(commits.at(-1)).toEqual(["descending", byCode[0]?.orderCode]);
  });
});
