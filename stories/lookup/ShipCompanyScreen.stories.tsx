import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import type { ShipCompanyPage, ShipCompanyRow } from "../../src/contract/lookup";
import { failed, loading, ready } from "../../src/ui/loadable";
import { ShipCompanyScreen } from "../../src/widgets/lookup/ShipCompanyScreen";
import { pageFrame } from "../page-frame";

const ROWS: ShipCompanyRow[] = [
  {
    scac: "COSU",
    nameEn: "COSCO Shipping Lines",
    nameZh: "中远海运集装箱运输",
    containerPrefixes: ["CSNU", "CBHU", "CCLU"],
    trackingUrl: "https://elines.coscoshipping.com/",
  },
  {
    scac: "MAEU",
    nameEn: "Maersk",
    nameZh: "马士基",
    containerPrefixes: ["MSKU", "MRKU"],
    trackingUrl: "https://www.maersk.com/tracking/",
  },
  {
    scac: "CMDU",
    nameEn: "CMA CGM",
    nameZh: "达飞轮船",
    containerPrefixes: ["CMAU"],
    trackingUrl: "https://www.cma-cgm.com/ebusiness/tracking",
  },
];

const page = (records: ShipCompanyRow[], total = records.length): ShipCompanyPage => ({
  total,
  current: 1,
  size: 20,
  records,
});

const meta = {
  title: "Lookup/ShipCompanyScreen",
  component: ShipCompanyScreen,
  parameters: { layout: "fullscreen" },
  decorators: [pageFrame],
  args: {
    keyword: "",
    result: ready(page(ROWS)),
    refreshing: false,
    sort: null,
    onKeywordChange: fn(),
    onSort: fn(),
    onPage: () => {},
    onRetry: () => {},
  },
} satisfies Meta<typeof ShipCompanyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {};
export const NoResult: Story = { args: { keyword: "zzzz", result: ready(page([])) } };
export const Loading: Story = { args: { result: loading } };
export const Failed: Story = { args: { result: failed } };
export const LongNames: Story = {
  args: {
    result: ready(
      page([
        {
          scac: "ONEY",
          nameEn: "Ocean Network Express Holdings Pte. Ltd. (ONE), Singapore headquarters",
          nameZh: "海洋网联船务（新加坡）控股有限公司（长名称）",
          containerPrefixes: ["ONEU", "NYKU", "MOLU", "KKFU", "TCLU"],
          trackingUrl: "https://ecomm.one-line.com/",
        },
        ...ROWS,
      ]),
    ),
  },
};
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
export const English: Story = { globals: { locale: "en-US" } };
