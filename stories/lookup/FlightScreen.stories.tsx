import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import type { FlightRow } from "../../src/contract/lookup";
import { failed, loading, ready } from "../../src/ui/loadable";
import { FlightScreen } from "../../src/widgets/lookup/FlightScreen";
import { pageFrame } from "../page-frame";
import { FLIGHTS } from "./rate-fixtures";

const page = (records: FlightRow[], total = records.length) => ({
  total,
  current: 1,
  size: 20,
  records,
});

const meta = {
  title: "Lookup/FlightScreen",
  component: FlightScreen,
  parameters: { layout: "fullscreen" },
  decorators: [pageFrame],
  args: {
    keyword: "",
    result: ready(page(FLIGHTS, 408)),
    refreshing: false,
    sort: null,
    date: "",
    onDateChange: fn(),
    onKeywordChange: fn(),
    onSort: fn(),
    onPage: () => {},
    onRetry: () => {},
  },
} satisfies Meta<typeof FlightScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {};
export const Sorted: Story = {
  args: { sort: { key: "departureTime", desc: false }, date: "2026-11-23" },
};
export const NoResult: Story = { args: { keyword: "zzzz", result: ready(page([])) } };
export const Loading: Story = { args: { result: loading } };
export const Failed: Story = { args: { result: failed } };
export const LongNames: Story = {
  args: {
    result: ready(
      page([
        {
          ...FLIGHTS[0],
          carrierName: "卢森堡货运航空（Cargolux Airlines International S.A.）",
          carrierNameEn: "Cargolux Airlines International S.A. (long name)",
          aircraft: "B747-8F Freighter (long)",
        } as FlightRow,
        ...FLIGHTS,
      ]),
    ),
  },
};
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
