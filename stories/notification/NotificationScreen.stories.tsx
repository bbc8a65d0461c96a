import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { failed, loading, ready } from "../../src/ui/loadable";
import { NotificationScreen } from "../../src/widgets/notification/NotificationScreen";
import { pageFrame } from "../page-frame";

/** The message centre: approvals and messages. */
const meta = {
  title: "Notification/NotificationScreen",
  parameters: { layout: "fullscreen" },
  decorators: [pageFrame],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
const noop = () => {};

/** Every approval is an order's unlock application: decidable, versioned, linked (issue 34). */
const RECORDS = [
  {
    id: 1,
    title: "解锁申请：AE2500004（王小明）：改重量",
    createTime: "2026-11-22T01:00:00Z",
    kind: "unlock",
    decidable: true,
    orderUuid: "0b8f9d5e-3c1a-4e2b-9f6d-7a1c2e3b4d5f",
    version: 1,
  },
  {
    id: 2,
    title: "解锁申请：SI2500001（王小明）：更正收货人地址",
    createTime: "2026-11-21T20:00:00Z",
    kind: "unlock",
    decidable: true,
    orderUuid: "5c2d7e1f-8a3b-4c6d-9e0f-1a2b3c4d5e6f",
    version: 1,
  },
  {
    id: 3,
    title: "解锁申请：LC2500001（王小明）：客户追加一票货",
    createTime: "2026-11-21T15:00:00Z",
    kind: "unlock",
    decidable: true,
    orderUuid: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
    version: 1,
  },
];
const MESSAGES = [
  {
    id: 11,
    title: "订单 AE202600201 已完成舱单申报",
    createTime: "2026-11-22T02:00:00Z",
    kind: "order",
  },
  {
    id: 12,
    title: "系统将于本周六 22:00 至 24:00 进行维护",
    createTime: "2026-11-21T23:00:00Z",
    kind: "notice",
  },
  {
    id: 13,
    title: "您提交的解锁申请 #203 已通过",
    createTime: "2026-11-21T20:00:00Z",
    kind: "approval",
  },
];
const notification = (props: Partial<Parameters<typeof NotificationScreen>[0]>) => (
  <NotificationScreen
    tab="0"
    counts={{ approvals: 3, messages: 12 }}
    list={ready({ total: 3, current: 1, size: 10, records: RECORDS })}
    busyId={null}
    onTabChange={noop}
    onPage={noop}
    onMarkRead={noop}
    onApprove={noop}
    onReject={noop}
    onRetry={noop}
    {...props}
  />
);
/** Every approval row links to its order (issue 34), with 通过 and 驳回 beside it. */
export const Approvals: Story = {
  render: () => notification({}),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const record of RECORDS) {
      const link = canvas.getByRole("link", { name: record.title });
      await expect(link).toHaveAttribute("href", `/order_page?uuid=${record.orderUuid}`);
      await expect(canvas.getByRole("button", { name: `通过“${record.title}”` })).toBeVisible();
      await expect(canvas.getByRole("button", { name: `驳回“${record.title}”` })).toBeVisible();
    }
  },
};
export const Messages: Story = {
  render: () =>
    notification({
      tab: "1",
      list: ready({ total: 12, current: 1, size: 10, records: MESSAGES }),
      busyId: 12,
    }),
};
export const Empty: Story = {
  render: () =>
    notification({
      counts: { approvals: 0, messages: 0 },
      list: ready({ total: 0, current: 1, size: 10, records: [] }),
    }),
};
/** The first answer on its way: the header with skeleton rows, not a bare spinner. */
export const Loading: Story = {
  render: () => notification({ list: loading }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("columnheader", { name: "标题" })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton-row"]')).toHaveLength(8);
  },
};
export const Failed: Story = { render: () => notification({ list: failed }) };

/** An unlock application being decided: 通过 shows its progress, 驳回 stays put meanwhile. */
export const Deciding: Story = { render: () => notification({ busyId: 1 }) };

/** The reject dialog asks for the approver's reason. */
export const RejectDialog: Story = {
  render: () => notification({ rejecting: RECORDS[0] ?? null }),
};

/** Rejecting without a reason is refused in place, with the catalogue's message. */
export const RejectNeedsReason: Story = {
  render: () => notification({ rejecting: RECORDS[0] ?? null }),
  play: async () => {
    const body = within(document.body);
    const dialog = await body.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "驳回" }));
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent("请填写驳回原因");
  },
};

/** 375 px: each approval a card, its title, kind and time, 通过 and 驳回 at the foot. */
export const Phone: Story = {
  render: () => notification({}),
  globals: { viewport: { value: "phone" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("table")).toBeNull();
    await expect(canvas.getAllByRole("button", { name: /^通过/ })).toHaveLength(RECORDS.length);
    for (const button of canvas.getAllByRole("button", { name: /^驳回/ })) {
      await expect(button).toBeVisible();
    }
  },
};

/** English: the same list; times in the lists' one format (YYYY-MM-DD HH:mm). */
export const English: Story = {
  render: () => notification({}),
  globals: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("2026-11-22 09:00")).toBeVisible();
  },
};
