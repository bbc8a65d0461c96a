import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ActiveIndexCard } from "../../src/widgets/dashboard/ActiveIndexCard";
import { ActivityBanner } from "../../src/widgets/dashboard/ActivityBanner";
import { BookingPromo } from "../../src/widgets/dashboard/BookingPromo";
import { CompanyCardDialog } from "../../src/widgets/dashboard/CompanyCardDialog";
import { FrequentMenusCard } from "../../src/widgets/dashboard/FrequentMenusCard";
import { HelpCard } from "../../src/widgets/dashboard/HelpCard";
import { NoticeDialog } from "../../src/widgets/dashboard/NoticeDialog";
import { NoticesCard } from "../../src/widgets/dashboard/NoticesCard";
import { QuickSearchCard } from "../../src/widgets/dashboard/QuickSearchCard";
import { QuickToolsCard } from "../../src/widgets/dashboard/QuickToolsCard";
import { failed, loading, QUICK_TOOLS, ready } from "../../src/widgets/dashboard/types";
import { COMPANIES, FREQUENT, LONG_COMPANY, NOTICES } from "./fixtures";

/** The dashboard's blocks one by one, each in every state it has. */
const meta = {
  title: "Dashboard/Blocks",
  parameters: { layout: "padded" },
  decorators: [
    (Story) => (
      <div className="w-[380px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
const noop = () => {};

export const QuickSearch: Story = { render: () => <QuickSearchCard onSearch={noop} /> };

export const QuickSearchInvalid: Story = {
  render: () => <QuickSearchCard onSearch={noop} initialOrigin="pv" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "查询订舱" }));
    await expect(canvas.getAllByText("请输入 3 位机场三字码")).toHaveLength(2);
  },
};

export const QuickSearchTyped: Story = {
  render: () => <QuickSearchCard onSearch={noop} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("始发港"), "pvg1x");
    await userEvent.type(canvas.getByLabelText("目的港"), "l-a-x");
    await expect(canvas.getByLabelText("始发港")).toHaveValue("PVG");
    await expect(canvas.getByLabelText("目的港")).toHaveValue("LAX");
  },
};

export const QuickTools: Story = {
  decorators: [
    (Story) => (
      <div className="w-[640px]">
        <Story />
      </div>
    ),
  ],
  render: () => <QuickToolsCard tools={QUICK_TOOLS} onOpen={noop} />,
};

export const FrequentData: Story = {
  render: () => <FrequentMenusCard menus={ready(FREQUENT)} onOpen={noop} onOpenSettings={noop} />,
};
export const FrequentLoading: Story = {
  render: () => <FrequentMenusCard menus={loading} onOpen={noop} onOpenSettings={noop} />,
};
export const FrequentEmpty: Story = {
  render: () => <FrequentMenusCard menus={ready([])} onOpen={noop} onOpenSettings={noop} />,
};
export const FrequentFailed: Story = {
  render: () => (
    <FrequentMenusCard menus={failed} onOpen={noop} onOpenSettings={noop} onRetry={noop} />
  ),
};
export const FrequentBookingOnly: Story = {
  render: () => <FrequentMenusCard menus={ready([])} onOpen={noop} />,
};
export const FrequentLongNames: Story = {
  render: () => (
    <FrequentMenusCard
      menus={ready([
        { id: 1, name: "集团客户贡献度分析报表（按月汇总）", path: "/a" },
        { id: 2, name: "海运出口订单", path: "/b" },
      ])}
      onOpen={noop}
      onOpenSettings={noop}
    />
  ),
};

export const NoticesData: Story = {
  render: () => <NoticesCard notices={ready(NOTICES)} onOpen={noop} />,
};
export const NoticesLoading: Story = {
  render: () => <NoticesCard notices={loading} onOpen={noop} />,
};
export const NoticesEmpty: Story = {
  render: () => <NoticesCard notices={ready([])} onOpen={noop} />,
};
export const NoticesFailed: Story = {
  render: () => <NoticesCard notices={failed} onOpen={noop} onRetry={noop} />,
};
export const NoticeDialogLoading: Story = {
  render: () => <NoticeDialog notice={NOTICES[0] ?? null} content={null} onClose={noop} />,
};
export const NoticeDialogText: Story = {
  render: () => (
    <NoticeDialog
      notice={NOTICES[2] ?? null}
      content={
        "即日起至月底，通过平台在线订舱华东至北美航线，享受公布运价 9 折优惠。\n<b>不会被当作 HTML</b>"
      }
      onClose={noop}
    />
  ),
};

const HELP_LINKS = {
  video: (id: string) => `/tutorial?video=${id}`,
  allVideos: "/tutorial",
  tutorial: "/tutorial",
  manual: "/help/user-manual.html",
};
export const Help: Story = {
  render: () => (
    <HelpCard links={{ ...HELP_LINKS, guide: "/tutorial?tab=guide" }} onNavigate={noop} />
  ),
};
export const HelpGuideLoading: Story = {
  render: () => <HelpCard links={{ ...HELP_LINKS, guide: null }} onNavigate={noop} />,
};

export const Banner: Story = {
  decorators: [
    (Story) => (
      <div className="w-[900px]">
        <Story />
      </div>
    ),
  ],
  render: () => <ActivityBanner href="/investigate" onNavigate={noop} />,
};

export const BookingPromoPanel: Story = {
  decorators: [
    (Story) => (
      <div className="w-[900px]">
        <Story />
      </div>
    ),
  ],
  render: () => <BookingPromo href="/contactUs" onNavigate={noop} />,
};

export const ActiveIndexData: Story = {
  render: () => <ActiveIndexCard companies={ready(COMPANIES)} onOpen={noop} />,
};
export const ActiveIndexLoading: Story = {
  render: () => <ActiveIndexCard companies={loading} onOpen={noop} />,
};
export const ActiveIndexEmpty: Story = {
  render: () => <ActiveIndexCard companies={ready([])} onOpen={noop} />,
};
export const ActiveIndexFailed: Story = {
  render: () => <ActiveIndexCard companies={failed} onOpen={noop} onRetry={noop} />,
};
export const ActiveIndexLongNames: Story = {
  render: () => (
    <ActiveIndexCard companies={ready([LONG_COMPANY, ...COMPANIES.slice(1, 4)])} onOpen={noop} />
  ),
};

export const CompanyCard: Story = {
  render: () => <CompanyCardDialog company={COMPANIES[0] ?? null} onClose={noop} />,
};
export const CompanyCardLongTexts: Story = {
  render: () => <CompanyCardDialog company={LONG_COMPANY} onClose={noop} />,
};
export const CompanyCardEmptyFields: Story = {
  render: () => (
    <CompanyCardDialog
      company={{
        ...LONG_COMPANY,
        orgName: "厦门海峡联运有限公司",
        companyAdvantage: "",
        companyContactInfo: "  ",
      }}
      onClose={noop}
    />
  ),
};
