import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ShareLinkManager } from "../../src/widgets/share-links/ShareLinkManager";
import { fitToContent } from "../share/screen-helpers";

const orders = [
  {
    orderCode: "AE2500001",
    view: "AF",
    orderNumber: "784-55123401_SHA25110001",
    departure: "PVG",
    arrival: "AMS",
    activeLinks: 2,
  },
  {
    orderCode: "SE2500001",
    view: "SE",
    orderNumber: "COSU6281234560",
    departure: "CNSHA",
    arrival: "DEHAM",
    activeLinks: 0,
  },
  {
    orderCode: "LC2500001",
    view: "LC",
    orderNumber: "LC2500001",
    departure: "上海浦东 外高桥物流园",
    arrival: "苏州工业园区 综合保税区",
    activeLinks: 1,
  },
];

const links = [
  {
    id: 12,
    orderCode: "AE2500001",
    view: "AF",
    createdAt: "2026-03-11T09:12:00+08:00",
    expiresAt: "2026-04-10T09:12:00+08:00",
    revokedAt: null,
    createdBy: "张敏",
    status: "active" as const,
  },
  {
    id: 9,
    orderCode: "AE2500001",
    view: "AF",
    createdAt: "2026-03-02T15:40:00+08:00",
    expiresAt: "2026-03-09T15:40:00+08:00",
    revokedAt: null,
    createdBy: "系统管理员",
    status: "expired" as const,
  },
  {
    id: 7,
    orderCode: "AE2500001",
    view: "AF",
    createdAt: "2026-03-01T10:00:00+08:00",
    expiresAt: "2026-03-31T10:00:00+08:00",
    revokedAt: "2026-03-05T08:00:00+08:00",
    createdBy: "张敏",
    status: "revoked" as const,
  },
];

const meta = {
  title: "ShareLinks/ShareLinkManager",
  component: ShareLinkManager,
  play: fitToContent,
  decorators: [
    (Story) => (
      <div className="bg-neutral-50 p-4">
        <Story />
      </div>
    ),
  ],
  args: {
    keyword: "",
    onKeywordChange: () => {},
    orders,
    selectedOrder: "AE2500001",
    onSelectOrder: () => {},
    links,
    days: 30,
    onDaysChange: () => {},
    onCreate: () => {},
    onCopy: () => {},
    onRevoke: () => {},
  },
} satisfies Meta<typeof ShareLinkManager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Links: Story = {};

/** A link just made: shown once, to copy. */
export const Created: Story = {
  args: {
    created: {
      id: 13,
      orderCode: "AE2500001",
      view: "AF",
      url: "https://track.example.com/externalOrderTrack?o=AFQm9va2VkLXNoaXBtZW50LWZpeHR1cmUtdG9rZW4tMDE&code=784-55123401_SHA25110001",
      expiresAt: "2026-04-11T10:00:00+08:00",
    },
  },
};

export const NoOrderChosen: Story = { args: { selectedOrder: null } };

export const NoLinks: Story = { args: { selectedOrder: "SE2500001", links: [] } };

export const NoOrders: Story = { args: { orders: [], keyword: "XYZ", selectedOrder: null } };

export const Failed: Story = { args: { error: "有效天数应为 1 到 365 的整数", days: 400 } };

export const Phone: Story = { globals: { viewport: { value: "phone" } } };

/** Revoking asks first: the customer's link dies for good. */
export const RevokeConfirm: Story = { args: { initialRevokeId: 12 } };

/** Cancelling the confirmation revokes nothing; confirming reports the link once. */
export const RevokeCancelThenConfirm: Story = {
  args: { onRevoke: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getAllByRole("button", { name: /^作废链接/ })[0] as HTMLElement);
    await userEvent.click(await page.findByRole("button", { name: "取消" }));
    await expect(args.onRevoke).not.toHaveBeenCalled();
    await userEvent.click(canvas.getAllByRole("button", { name: /^作废链接/ })[0] as HTMLElement);
    await userEvent.click(await page.findByRole("button", { name: /^作废$/ }));
    await expect(args.onRevoke).toHaveBeenCalledTimes(1);
    await fitToContent();
  },
};

export const English: Story = { globals: { locale: "en-US" } };
