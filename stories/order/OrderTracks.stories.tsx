import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { clock, demoOrders } from "../../src/domain/demo/orders";
import { tracksFromDocument } from "../../src/domain/order-track-document";
import { EMPTY_TRACKS } from "../../src/domain/order-tracks";
import { OrderTracks } from "../../src/widgets/order/OrderTracks";

/** The demo's air export order AE2500001 at a fixed time: three legs (one split), 12 events. */
const FIXED = Date.UTC(2026, 10, 25, 6, 0);
const AE = demoOrders(clock(FIXED).at)[0];
const TRACKS = tracksFromDocument({ ...AE?.detail, awbNumber: AE?.awb ?? null });

const meta = {
  title: "Order/OrderTracks",
  component: OrderTracks,
  args: {
    tracks: TRACKS,
    locked: false,
    saving: false,
    serverError: null,
    conflict: false,
    onSave: fn(),
    onReload: fn(),
  },
} satisfies Meta<typeof OrderTracks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Legs planned against actual, the split one with its exception. */
export const Legs: Story = {};

export const Events: Story = { args: { initialList: "events" } };

export const Manifest: Story = { args: { initialList: "manifests" } };

export const ManifestRemarks: Story = { args: { initialList: "remarks" } };

export const Weighing: Story = { args: { initialList: "weighings" } };

/** A new order: nothing yet. */
export const Empty: Story = { args: { tracks: EMPTY_TRACKS } };

/** A locked order: read-only, no add, remove or save. */
export const Locked: Story = { args: { locked: true } };

/** A row added and typed: the changes are marked unsaved until saved or discarded. */
export const Edited: Story = {
  args: { initialList: "remarks" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "添加一行" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "舱单备注 4" }), "理货完成");
    await userEvent.type(canvas.getByRole("textbox", { name: "时间 4" }), "2026-11-25 12:00");
    await expect(canvas.getByText("有未保存的修改")).toBeVisible();
  },
};

/** A row the server's schema refuses: the list, the row and the field's message; nothing sent. */
export const RowIssue: Story = {
  args: { initialList: "events" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "添加一行" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "状态代码 13" }), "DLV");
    await userEvent.type(canvas.getByRole("textbox", { name: "发生时间 13" }), "明天");
    await userEvent.click(canvas.getByRole("button", { name: "保存跟踪信息" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "跟踪事件第 13 行：发生时间应为 YYYY-MM-DD HH:mm 格式",
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Saved meanwhile by someone else: 409, reload offered. */
export const Conflict: Story = { args: { conflict: true } };

/** The server's refusal, in the page's language. */
export const ServerError: Story = { args: { serverError: "订单已锁定，不能修改" } };

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "添加一行" }));
  },
};

export const English: Story = { globals: { locale: "en-US" } };

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
