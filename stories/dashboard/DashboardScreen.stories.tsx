import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { localizeMenus } from "../../src/i18n/messages/menus";
import { failed, loading, ready } from "../../src/ui/loadable";
import StatisticsChart from "../../src/ui/statistics-chart";
import { DashboardScreen } from "../../src/widgets/dashboard/DashboardScreen";
import { COMPANIES, EMPTY_STATS, FREQUENT, NOTICES, statistics, TODAY } from "./fixtures";

/**
 * The whole home page (seed 000 §2.3) as it sits in the shell's main area. Every block loads and
 * fails on its own; the chart is given directly so captures never wait for its chunk.
 */
const noop = () => {};

const meta = {
  title: "Dashboard/DashboardScreen",
  component: DashboardScreen,
  parameters: {
    layout: "fullscreen",
    viewport: {
      options: {
        dashboard: {
          name: "Dashboard 1280×1640",
          styles: { width: "1280px", height: "1640px" },
          type: "desktop",
        },
      },
    },
  },
  globals: { viewport: { value: "dashboard" } },
  args: {
    user: { userCname: "系统管理员", orgName: "上海演示国际货运代理有限公司" },
    today: TODAY,
    privateDeployment: false,
    bookingOnly: false,
    frequent: ready(FREQUENT),
    notices: ready(NOTICES),
    companies: ready(COMPANIES),
    stats: ready(statistics()),
    statsScope: "AE",
    guideHref: "/tutorial?tab=guide",
    canOpenReport: true,
    chart: StatisticsChart,
    onSearch: noop,
    onOpenTool: noop,
    onOpenMenu: noop,
    onOpenHotMenu: noop,
    onOpenNotice: noop,
    onCloseNotice: noop,
    onScopeChange: noop,
    onMore: noop,
    onNavigate: noop,
    onRetry: noop,
    onTourEnd: noop,
  },
  decorators: [
    (Story) => (
      <main className="min-h-dvh bg-neutral-50">
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const chartDrawn = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect(
    await within(canvasElement).findByRole("img", {
      name: /近 7 日业务量柱状图|last 7 days, bar chart/,
    }),
  ).toBeVisible();
};

export const Data: Story = { play: chartDrawn };

export const Loading: Story = {
  args: {
    frequent: loading,
    notices: loading,
    companies: loading,
    stats: loading,
    guideHref: null,
  },
};

export const Empty: Story = {
  args: {
    frequent: ready([]),
    notices: ready([]),
    companies: ready([]),
    stats: ready(EMPTY_STATS),
  },
  // A week without business says so in the chart's place (issue 35), not an empty plot.
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("近 7 日没有空运出口业务")).toBeVisible();
  },
};

/** Every block that loads fails with its own text; the quick search and tools still work. */
export const AllBlocksFailing: Story = {
  args: { frequent: failed, notices: failed, companies: failed, stats: failed },
  // Each a sentence naming its block (issue 35: 空运订单数据 and 加载系统公告 were nouns).
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of [
      "常用菜单加载失败",
      "系统公告加载失败",
      "加载签约公司活跃指数失败",
      "业务统计加载失败",
    ])
      await expect(canvas.getByText(text)).toBeVisible();
  },
};

export const PrivateDeployment: Story = { args: { privateDeployment: true }, play: chartDrawn };

export const BookingOnly: Story = { args: { bookingOnly: true }, play: chartDrawn };

export const NoReportPermission: Story = { args: { canOpenReport: false }, play: chartDrawn };

export const NoticeOpen: Story = {
  args: {
    openNotice: {
      notice: NOTICES[1] as (typeof NOTICES)[number],
      content:
        "为提升系统稳定性，平台将于本周六 22:00 至 24:00 进行例行维护。\n维护期间在线订舱与询价功能暂停使用，请提前安排业务。",
    },
  },
};

const tourStep = (startAt: number, title: string): Story => ({
  args: { tour: { startAt } },
  play: async () => {
    await waitFor(
      () => expect(document.querySelector(".driver-popover-title")?.textContent).toBe(title),
      { timeout: 10_000 },
    );
  },
});

export const TourStep1Search = tourStep(0, "在线查询");
export const TourStep2Tools = tourStep(1, "快捷工具");
export const TourStep3LearnMore = tourStep(2, "了解更多");

/** The top of the page on a phone; each block's own stories show the rest. */
export const Mobile: Story = { globals: { viewport: { value: "phone" } } };

export const English: Story = {
  args: { frequent: ready(localizeMenus(FREQUENT, "en-US")) },
  globals: { locale: "en-US" },
  play: chartDrawn,
};
