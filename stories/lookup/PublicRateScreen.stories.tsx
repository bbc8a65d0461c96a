import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import type { PublicRateRow } from "../../src/contract/lookup";
import { failed, loading, ready } from "../../src/ui/loadable";
import { PublicRateScreen } from "../../src/widgets/lookup/PublicRateScreen";
import { pageFrame } from "../page-frame";
import { LONG_RATE, PUBLIC_RATES } from "./rate-fixtures";

const page = (records: PublicRateRow[], total = records.length) => ({
  total,
  current: 1,
  size: 20,
  records,
});

const meta = {
  title: "Lookup/PublicRateScreen",
  component: PublicRateScreen,
  parameters: { layout: "fullscreen" },
  decorators: [pageFrame],
  args: {
    keyword: "",
    result: ready(page(PUBLIC_RATES, 408)),
    refreshing: false,
    sort: null,
    onKeywordChange: fn(),
    onSort: fn(),
    onPage: () => {},
    onRetry: () => {},
  },
} satisfies Meta<typeof PublicRateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {};
export const Sorted: Story = { args: { sort: { key: "normal", desc: true } } };
export const NoResult: Story = { args: { keyword: "zzzz", result: ready(page([])) } };
export const Loading: Story = { args: { result: loading } };
export const Failed: Story = { args: { result: failed } };
export const LongNames: Story = { args: { result: ready(page([LONG_RATE, ...PUBLIC_RATES])) } };
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
/** In English, the carriers' names are English (issue 34). */
export const English: Story = {
  globals: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText("Lufthansa", { exact: false })[0]).toBeVisible();
    await expect(canvas.queryByText("汉莎航空", { exact: false })).toBeNull();
  },
};
