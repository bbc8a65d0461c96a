import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import type { InquiryRecord } from "../../src/domain/inquiry";
import { failed, loading, ready } from "../../src/widgets/dashboard/types";
import { InquiryScreen } from "../../src/widgets/inquiry/InquiryScreen";
import { QuoteFrameScreen } from "../../src/widgets/inquiry/QuoteFrameScreen";

/** Online quoting: the quote frame with the agent-branch question, and the inquiry page. */
const meta = {
  title: "Dashboard/QuoteAndInquiry",
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

/** A stand-in quote page: the real one is served by the app's server. */
const FRAME_PAGE = `data:text/html;charset=utf-8,${encodeURIComponent(
  '<body style="margin:0;font:14px sans-serif;background:#f7f8fa"><div style="background:#002fa7;color:#fff;padding:14px 24px;font-size:18px">在线报价</div><p style="padding:16px 24px">PVG → LAX　共 4 条运价</p></body>',
)}`;

export const QuoteFrame: Story = {
  render: () => (
    <QuoteFrameScreen
      src={FRAME_PAGE}
      height={900 - 86}
      agentPrompt={{ open: false, busy: false }}
      onAgentAnswer={noop}
    />
  ),
};
export const QuoteFrameLoading: Story = {
  render: () => (
    <QuoteFrameScreen
      src={null}
      height={900 - 86}
      agentPrompt={{ open: false, busy: false }}
      onAgentAnswer={noop}
    />
  ),
};
export const QuoteAskAgentBranch: Story = {
  render: () => (
    <QuoteFrameScreen
      src={FRAME_PAGE}
      height={900 - 86}
      agentPrompt={{ open: true, busy: false }}
      onAgentAnswer={noop}
    />
  ),
};
export const QuoteCreatingAgentBranch: Story = {
  render: () => (
    <QuoteFrameScreen
      src={FRAME_PAGE}
      height={900 - 86}
      agentPrompt={{ open: true, busy: true }}
      onAgentAnswer={noop}
    />
  ),
};

const record = (id: number, patch: Partial<InquiryRecord> = {}): InquiryRecord => ({
  id,
  inquiryNo: `XJ20261122${String(id).padStart(6, "0")}`,
  departure: "PVG",
  destination: "LAX",
  grossWeight: 120.5,
  pieces: 3,
  volume: 0.8,
  flightDate: "2026-12-01",
  airline: "MU",
  cargoName: "电子配件",
  remark: "",
  source: "YC",
  status: "pending",
  createTime: "2026-11-22T02:30:00Z",
  ...patch,
});
const LIST = ready({
  total: 13,
  current: 1,
  size: 10,
  records: [
    record(13),
    record(12, {
      destination: "FRA",
      source: "MANUAL",
      status: "quoted",
      volume: null,
      flightDate: null,
      airline: "",
      cargoName: "",
    }),
    record(11, {
      departure: "CAN",
      destination: "DXB",
      grossWeight: 1250,
      pieces: 40,
      status: "closed",
    }),
  ],
});
const EMPTY_PREFILL = {
  departure: "",
  destination: "",
  grossWeight: "",
  pieces: "",
  volume: "",
  flightDate: "",
  airline: "",
};
const QUOTE_PREFILL = {
  departure: "PVG",
  destination: "LAX",
  grossWeight: "120",
  pieces: "3",
  volume: "0.8",
  flightDate: "2026-12-01",
  airline: "MU",
};
const inquiry = (props: Partial<Parameters<typeof InquiryScreen>[0]>) => (
  <InquiryScreen
    prefill={EMPTY_PREFILL}
    fromQuote={false}
    list={LIST}
    saving={false}
    error={null}
    savedNo={null}
    onSubmit={noop}
    onPage={noop}
    onRetry={noop}
    {...props}
  />
);

export const InquiryBlank: Story = { render: () => inquiry({}) };
export const InquiryFromQuote: Story = {
  render: () => inquiry({ prefill: QUOTE_PREFILL, fromQuote: true }),
};
export const InquiryInvalid: Story = {
  render: () => inquiry({ prefill: { ...EMPTY_PREFILL, departure: "PV" } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "提交询价" }));
    await expect(await canvas.findByText("始发港应为 3 位字母三字码")).toBeVisible();
    await expect(canvas.getByText("请输入毛重")).toBeVisible();
  },
};
export const InquirySaving: Story = {
  render: () => inquiry({ prefill: QUOTE_PREFILL, fromQuote: true, saving: true }),
};
export const InquirySaved: Story = {
  render: () => inquiry({ prefill: QUOTE_PREFILL, fromQuote: true, savedNo: "XJ20261122000013" }),
};
export const InquiryServerError: Story = {
  render: () => inquiry({ prefill: QUOTE_PREFILL, error: "您没有操作权限,请联系管理员" }),
};
export const InquiryListEmpty: Story = {
  render: () => inquiry({ list: ready({ total: 0, current: 1, size: 10, records: [] }) }),
};
export const InquiryListLoading: Story = { render: () => inquiry({ list: loading }) };
export const InquiryListFailed: Story = { render: () => inquiry({ list: failed }) };
export const InquiryMobile: Story = {
  render: () => inquiry({ prefill: QUOTE_PREFILL, fromQuote: true }),
  globals: { viewport: { value: "phone" } },
};
