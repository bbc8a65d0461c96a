import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import type { CargoTrackingAnswer } from "../../src/contract/cargo-tracking";
import { OrderTimelines } from "../../src/widgets/order/OrderTimelines";
import { DELAYED, SEA } from "./fixtures";

const answer = (order: typeof DELAYED): CargoTrackingAnswer => [
  { number: order.orderCode, kind: "other", orders: [order], carrier: null },
];

const meta = {
  title: "CargoTracking/OrderTimelines",
  component: OrderTimelines,
  decorators: [
    (Story) => (
      <div className="flex h-48 justify-end p-6">
        <Story />
      </div>
    ),
  ],
  args: { orderCode: DELAYED.orderCode, load: fn(async () => answer(DELAYED)) },
} satisfies Meta<typeof OrderTimelines>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The one button of the order page. */
export const Closed: Story = {};

/** Its two choices. */
export const Choices: Story = { args: { initialOpen: true } };

/** The route track: loads the order's tracking by its code, then the dialog with every event. */
export const RouteTrack: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole("button", { name: /轨迹与舱单/ }));
    await userEvent.click(body.getByRole("button", { name: "航线轨迹" }));
    await expect(args.load).toHaveBeenCalledWith(DELAYED.orderCode);
    await expect(await body.findByRole("dialog", { name: /航线轨迹/ })).toBeVisible();
  },
};

/** A sea order's manifest detail: the remarks and bills. */
export const SeaManifest: Story = {
  args: { orderCode: SEA.orderCode, load: fn(async () => answer(SEA)) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole("button", { name: /轨迹与舱单/ }));
    await userEvent.click(body.getByRole("button", { name: "舱单详情" }));
    await expect(await body.findByRole("dialog", { name: /舱单详情/ })).toBeVisible();
  },
};

/** The order has no tracking yet: the dialog says so. */
export const NothingYet: Story = {
  args: { load: fn(async () => [] as CargoTrackingAnswer) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole("button", { name: /轨迹与舱单/ }));
    await userEvent.click(body.getByRole("button", { name: "航线轨迹" }));
    await expect(await body.findByRole("dialog")).toHaveTextContent("暂无航段信息");
  },
};

/** The tracking call failed: said beside the choices, which stay open. */
export const Failed: Story = {
  args: {
    load: fn(async (): Promise<CargoTrackingAnswer> => {
      throw new Error("500");
    }),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole("button", { name: /轨迹与舱单/ }));
    await userEvent.click(body.getByRole("button", { name: "航线轨迹" }));
    await expect(await body.findByRole("alert")).toHaveTextContent("追踪失败");
  },
};

export const English: Story = { args: { initialOpen: true }, globals: { locale: "en-US" } };
