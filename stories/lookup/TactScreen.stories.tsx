import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import type { TactRow } from "../../src/contract/lookup";
import { failed, loading, ready } from "../../src/ui/loadable";
import { TactScreen } from "../../src/widgets/lookup/TactScreen";
import { pageFrame } from "../page-frame";
import { TACT } from "./rate-fixtures";

const page = (records: TactRow[], total = records.length) => ({
  total,
  current: 1,
  size: 20,
  records,
});

const meta = {
  title: "Lookup/TactScreen",
  component: TactScreen,
  parameters: { layout: "fullscreen" },
  decorators: [pageFrame],
  args: {
    keyword: "",
    result: ready(page(TACT, 408)),
    refreshing: false,
    sort: null,
    onKeywordChange: fn(),
    onSort: fn(),
    onPage: () => {},
    onRetry: () => {},
  },
} satisfies Meta<typeof TactScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {};
export const Sorted: Story = { args: { sort: { key: "normal", desc: true } } };
export const NoResult: Story = { args: { keyword: "zzzz", result: ready(page([])) } };
export const Loading: Story = { args: { result: loading } };
export const Failed: Story = { args: { result: failed } };
export const LongNames: Story = {
  args: {
    result: ready(
      page([
        {
          ...TACT[0],
          route: "URC-GRU",
          origin: "URC",
          destination: "GRU",
          ...{ minimum: 98765, normal: 123456.78 },
        } as TactRow,
        ...TACT,
      ]),
    ),
  },
};
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
export const English: Story = { globals: { locale: "en-US" } };
