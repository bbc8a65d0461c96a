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

const RECORDS = [
  {
    id: 1,
    title: "解锁申请：AE202611220001（王小明）：改重量",
    createTime: "2026-11-22T01:00:00Z",
    kind: "unlock",
    decidable: true,
    orderUuid: "0b8f9d5e-3c1a-4e2b-9f6d-7a1c2e3b4d5f",
  },
  {
    id: 2,
    title: "合作方结算单 JS20260102 待审批",
    createTime: "2026-11-21T20:00:00Z",
    kind: "settlement",
  },
  {
    id: 3,
    title: "询价单 XJ20260103 报价审批",
    createTime: "2026-11-21T15:00:00Z",
    kind: "quotation",
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
    counts={{ approvals: 7, messages: 12 }}
    list={ready({ total: 7, current: 1, size: 10, records: RECORDS })}
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
/** An unlock application's row links to its order (issue 34), with 通过 and 驳回 beside it. */
export const Approvals: Story = {
  render: () => notification({}),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole("link", { name: "解锁申请：AE202611220001（王小明）：改重量" });
    await expect(link).toHaveAttribute(
      "href",
      "/order_page?uuid=0b8f9d5e-3c1a-4e2b-9f6d-7a1c2e3b4d5f",
    );
    await expect(canvas.getByRole("button", { name: /通过/ })).toBeVisible();
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
    await expect(canvas.getByRole("button", { name: /^驳回/ })).toBeVisible();
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
