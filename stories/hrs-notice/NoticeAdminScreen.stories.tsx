import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import type { AdminNotice } from "../../src/contract/hrs-notice";
import { failed, loading, ready } from "../../src/ui/loadable";
import { NoticeAdminScreen } from "../../src/widgets/hrs-notice/NoticeAdminScreen";
import { pageFrame } from "../page-frame";

const NOTICES: AdminNotice[] = [
  {
    noticeId: 12,
    noticeTitle: "12 月 6 日凌晨系统维护通知",
    noticeType: "XTWH",
    publishTime: "2026-12-05T16:00:00Z",
    content: "维护期间暂停订单导出。",
    scheduled: true,
  },
  {
    noticeId: 11,
    noticeTitle: "订单工作台上线",
    noticeType: "XTGX",
    publishTime: "2026-11-24T02:30:00Z",
    content: "",
    scheduled: false,
  },
  {
    noticeId: 9,
    noticeTitle: "年末运价优惠活动：华东至欧洲航线空运出口运价限时下调，详情请联系您的客户经理",
    noticeType: "HDTG",
    publishTime: "2026-11-01T01:00:00Z",
    content: "",
    scheduled: false,
  },
];

const meta = {
  title: "HrsNotice/NoticeAdminScreen",
  component: NoticeAdminScreen,
  parameters: { layout: "fullscreen" },
  decorators: [pageFrame],
  args: {
    notices: ready(NOTICES),
    onRetry: fn(),
    publishing: false,
    onPublishing: fn(),
    onPublish: fn(),
    withdrawing: null,
    onWithdrawing: fn(),
    onConfirmWithdraw: fn(),
    busy: false,
    error: null,
  },
} satisfies Meta<typeof NoticeAdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Notices: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "撤回 订单工作台上线" }));
    await expect(args.onWithdrawing).toHaveBeenCalledWith(NOTICES[1]);
  },
};

export const Empty: Story = { args: { notices: ready([]) } };
export const Loading: Story = { args: { notices: loading } };
export const Failed: Story = { args: { notices: failed } };

/** Publishing later: the Beijing time typed becomes an instant. */
export const PublishScheduled: Story = {
  args: { publishing: true },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole("dialog", { name: "发布公告" }));
    await userEvent.type(dialog.getByLabelText(/公告标题/), "春节放假安排");
    await userEvent.selectOptions(dialog.getByLabelText(/公告类型/), "HDTG");
    await userEvent.type(dialog.getByLabelText("定时发布"), "2027-01-20T09:30");
    await userEvent.click(dialog.getByRole("button", { name: "发布" }));
    await expect(args.onPublish).toHaveBeenCalledWith({
      noticeTitle: "春节放假安排",
      noticeType: "HDTG",
      content: "",
      publishTime: "2027-01-20T01:30:00.000Z",
    });
  },
};

/** A notice without a title is refused by the shared schema; nothing is sent. */
export const PublishValidationError: Story = {
  args: { publishing: true },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole("dialog", { name: "发布公告" }));
    await userEvent.click(dialog.getByRole("button", { name: "发布" }));
    await waitFor(() =>
      expect(dialog.getByText("请输入公告标题（1 到 100 个字符）")).toBeVisible(),
    );
    await expect(args.onPublish).not.toHaveBeenCalled();
  },
};

export const ConfirmWithdraw: Story = { args: { withdrawing: NOTICES[0] ?? null } };
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
export const English: Story = { globals: { locale: "en-US" } };

const MANY_NOTICES: AdminNotice[] = Array.from({ length: 25 }, (_, i) => ({
  noticeId: 100 + i,
  noticeTitle: `第 ${i + 1} 期运价调整通知`,
  noticeType: "XTGX",
  publishTime: `2026-11-${String(25 - i).padStart(2, "0")}T02:00:00Z`,
  content: "新运价自发布之日起生效。",
  scheduled: false,
}));

/** Twenty-five notices: twenty a page, the pager leads to the last five. */
export const ManyNotices: Story = {
  args: { notices: ready(MANY_NOTICES) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText("第 21 期运价调整通知")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "下一页" }));
    await waitFor(() => expect(canvas.getByText("第 21 期运价调整通知")).toBeVisible());
    await expect(canvas.queryByText("第 1 期运价调整通知")).toBeNull();
  },
};
