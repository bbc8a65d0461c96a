import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import type { InquiryRecord } from "../../src/domain/inquiry";
import { failed, loading, ready } from "../../src/ui/loadable";
import { InquiryScreen } from "../../src/widgets/inquiry/InquiryScreen";
import { pageFrame } from "../page-frame";

/** The inquiry page: the form and the list of inquiries. */
const meta = {
  title: "Inquiry/InquiryScreen",
  parameters: { layout: "fullscreen" },
  decorators: [pageFrame],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
const noop = () => {};

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

export const Blank: Story = { render: () => inquiry({}) };
export const FromQuote: Story = {
  render: () => inquiry({ prefill: QUOTE_PREFILL, fromQuote: true }),
};
export const Invalid: Story = {
  render: () => inquiry({ prefill: { ...EMPTY_PREFILL, departure: "PV" } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "提交询价" }));
    await expect(await canvas.findByText("始发港应为 3 位字母三字码")).toBeVisible();
    await expect(canvas.getByText("请输入毛重")).toBeVisible();
  },
};
export const Saving: Story = {
  render: () => inquiry({ prefill: QUOTE_PREFILL, fromQuote: true, saving: true }),
};
export const Saved: Story = {
  render: () => inquiry({ prefill: QUOTE_PREFILL, fromQuote: true, savedNo: "XJ20261122000013" }),
};
export const ServerError: Story = {
  render: () => inquiry({ prefill: QUOTE_PREFILL, error: "您没有操作权限,请联系管理员" }),
};
export const ListEmpty: Story = {
  render: () => inquiry({ list: ready({ total: 0, current: 1, size: 10, records: [] }) }),
};
export const ListLoading: Story = { render: () => inquiry({ list: loading }) };
export const ListFailed: Story = { render: () => inquiry({ list: failed }) };
export const Mobile: Story = {
  render: () => inquiry({ prefill: QUOTE_PREFILL, fromQuote: true }),
  globals: { viewport: { value: "phone" } },
};
