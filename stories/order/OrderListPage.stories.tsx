import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { QueryClientProvider } from "@tanstack/react-query";
import { createStore, Provider } from "jotai";
import { HttpResponse, http } from "msw";
import * as React from "react";
import { expect, userEvent, within } from "storybook/test";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import OrderListPage from "../../src/app/pages/OrderListPage";
import { createQueryClient } from "../../src/app/queries/query-client";
import { sessionAtom } from "../../src/app/state/session";
import type { UserInfo } from "../../src/contract/access";
import { ORDER_PATHS, type OrderPage } from "../../src/contract/order";
import { PERSONAL_SETTINGS_PATHS } from "../../src/contract/personal-settings";
import { ButtonInfoProvider } from "../../src/ui/button-gate";
import { pageFrame } from "../page-frame";
import { ALL_BUTTONS, page, rows } from "./fixtures";

/**
 * The whole list page over msw: the page's own queries (the list, the user's settings) answered
 * from the contract's paths, so the lock filter's default and the digits come from "the server".
 */
const USER = {
  userId: 7,
  orgId: 1,
  roleId: 2,
  orgName: "上海演示国际货运代理有限公司",
  orgCode: "DEMO",
  loginRole: "staff",
  loginType: 1,
  pageLanguage: "zh-CN",
  buttonInfo: ALL_BUTTONS,
} as unknown as UserInfo;

const ROWS = rows("AE", 12, 3);

const withApp: Decorator = (Story, context) => {
  const [store] = React.useState(() => {
    const s = createStore();
    s.set(sessionAtom, { token: "story-token", user: USER });
    return s;
  });
  const [client] = React.useState(createQueryClient);
  const path = (context.parameters.path as string | undefined) ?? "/af_order";
  const [location] = React.useState(() => memoryLocation({ path }));
  return (
    <Provider store={store}>
      <QueryClientProvider client={client}>
        <ButtonInfoProvider buttons={USER.buttonInfo}>
          <Router hook={location.hook}>
            <React.Suspense fallback={null}>
              <Story />
            </React.Suspense>
          </Router>
        </ButtonInfoProvider>
      </QueryClientProvider>
    </Provider>
  );
};

/** The list answer for a query: the lock filter applied to the fixture rows. */
const listHandler = http.get(ORDER_PATHS.page, ({ request }) => {
  const url = new URL(request.url);
  const lock = url.searchParams.get("lockStatus") ?? "2";
  const records = ROWS.filter((r) => lock === "2" || String(r.lockStatus) === lock);
  return HttpResponse.json({
    code: 0,
    messageInfo: "",
    data: page(records, records.length) satisfies OrderPage,
  });
});

const settings = (values: Record<string, unknown>) =>
  http.get(PERSONAL_SETTINGS_PATHS.extend, () =>
    HttpResponse.json({ code: 0, messageInfo: "", data: values }),
  );

const meta = {
  title: "Order/OrderListPage",
  component: OrderListPage,
  parameters: { layout: "fullscreen" },
  decorators: [withApp, pageFrame],
} satisfies Meta<typeof OrderListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A user whose settings show 2 weight digits and every order. */
export const AllOrders: Story = {
  parameters: { msw: [listHandler, settings({ orderAeDigitsWeight: 2 })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [cell] = await canvas.findAllByRole("cell", { name: "1,250.50" });
    await expect(cell).toBeVisible();
  },
};

/** personalAeLockPageLockStatus = 0: the list opens on the unlocked orders. */
export const LockFilterFromSettings: Story = {
  parameters: { msw: [listHandler, settings({ personalAeLockPageLockStatus: "0" })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("combobox", { name: "锁定状态" })).toHaveValue("0");
    await canvas.findByRole("link", { name: "打开订单 AE202611250001" });
    await expect(canvas.queryByText("已锁定", { selector: "[data-slot=badge]" })).toBeNull();
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "锁定状态" }), "1");
    await expect(
      (await canvas.findAllByText("已锁定", { selector: "[data-slot=badge]" })).length,
    ).toBe(4);
  },
};

/** Sea export at /se_order: the same module, keyed by the path. */
export const SeaExportPath: Story = {
  parameters: {
    path: "/se_order",
    msw: [
      http.get(ORDER_PATHS.page, () =>
        HttpResponse.json({ code: 0, messageInfo: "", data: page(rows("SE", 5), 5) }),
      ),
      settings({}),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "海运出口订单" })).toBeVisible();
    await canvas.findByRole("link", { name: "打开订单 SE202611250001" });
  },
};
