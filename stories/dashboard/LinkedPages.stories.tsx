import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { SURVEY_QUESTIONS } from "../../src/domain/investigate";
import { failed, loading, ready } from "../../src/widgets/dashboard/types";
import { ContactUsScreen } from "../../src/widgets/help/ContactUsScreen";
import { InvestigateScreen } from "../../src/widgets/help/InvestigateScreen";
import { TutorialScreen } from "../../src/widgets/help/TutorialScreen";
import { NotificationScreen } from "../../src/widgets/notification/NotificationScreen";

/** The pages behind the dashboard's links: tutorial, contact us, questionnaire, message centre. */
const meta = {
  title: "Dashboard/LinkedPages",
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      <main className="min-h-dvh bg-neutral-50">
        <Story />
      </main>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
const noop = () => {};

const tutorial = (tab: "videos" | "manual" | "guide", video = "online-quote") => (
  <TutorialScreen
    tab={tab}
    video={video}
    manualHref="/help/user-manual.html"
    onTabChange={noop}
    onVideoChange={noop}
  />
);
export const TutorialVideos: Story = { render: () => tutorial("videos") };
export const TutorialOtherVideo: Story = { render: () => tutorial("videos", "business-analysis") };
export const TutorialManual: Story = { render: () => tutorial("manual") };
export const TutorialGuide: Story = { render: () => tutorial("guide") };
export const TutorialMobile: Story = {
  render: () => tutorial("videos"),
  globals: { viewport: { value: "phone" } },
};

export const ContactUs: Story = { render: () => <ContactUsScreen bookingOnly={false} /> };
export const ContactUsBookingOnly: Story = { render: () => <ContactUsScreen bookingOnly /> };

const survey = (
  answers: Record<string, string | string[] | number> | null,
  submittedAt: string | null = null,
) => ready({ questions: SURVEY_QUESTIONS, answers, submittedAt });
const investigate = (props: Partial<Parameters<typeof InvestigateScreen>[0]>) => (
  <InvestigateScreen
    survey={survey(null)}
    submitting={false}
    error={null}
    justSubmitted={false}
    onSubmit={noop}
    onRetry={noop}
    {...props}
  />
);
const ANSWERS = {
  role: "操作",
  scopes: ["空运出口", "海运"],
  satisfaction: 4,
  wanted: ["报表分析"],
  advice: "希望增加移动端审批。",
};
export const SurveyBlank: Story = { render: () => investigate({}) };
export const SurveyAnswered: Story = {
  render: () => investigate({ survey: survey(ANSWERS, "2026-11-20T03:00:00Z") }),
};
export const SurveyIncomplete: Story = {
  render: () =>
    investigate({
      survey: survey({ role: "销售" }),
      error: "请回答：您日常处理哪些业务？（可多选）",
    }),
};
export const SurveyJustSubmitted: Story = {
  render: () =>
    investigate({ survey: survey(ANSWERS, "2026-11-22T03:00:00Z"), justSubmitted: true }),
};
export const SurveyTicking: Story = {
  render: () => investigate({}),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: "客服" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "铁路" }));
    await userEvent.click(canvas.getByRole("radio", { name: "5 分" }));
    await expect(canvas.getByRole("radio", { name: "客服" })).toBeChecked();
  },
};
export const SurveyLoading: Story = { render: () => investigate({ survey: loading }) };
export const SurveyFailed: Story = { render: () => investigate({ survey: failed }) };

const RECORDS = [
  {
    id: 1,
    title: "空运出口订单 AE202600101 解锁申请",
    createTime: "2026-11-22T01:00:00Z",
    kind: "unlock",
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
    onRetry={noop}
    {...props}
  />
);
export const NotificationApprovals: Story = { render: () => notification({}) };
export const NotificationMessages: Story = {
  render: () =>
    notification({
      tab: "1",
      list: ready({ total: 12, current: 1, size: 10, records: MESSAGES }),
      busyId: 12,
    }),
};
export const NotificationEmpty: Story = {
  render: () =>
    notification({
      counts: { approvals: 0, messages: 0 },
      list: ready({ total: 0, current: 1, size: 10, records: [] }),
    }),
};
export const NotificationLoading: Story = { render: () => notification({ list: loading }) };
export const NotificationFailed: Story = { render: () => notification({ list: failed }) };
