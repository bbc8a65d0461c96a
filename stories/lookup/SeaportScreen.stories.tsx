import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import type { SeaportPage, SeaportRow } from "../../src/contract/lookup";
import { failed, loading, ready } from "../../src/ui/loadable";
import { SeaportScreen } from "../../src/widgets/lookup/SeaportScreen";
import { pageFrame } from "../page-frame";

const port = (
  locode: string,
  nameEn: string,
  nameZh: string,
  country: string,
  countryZh: string,
): SeaportRow => ({ locode, countryCode: locode.slice(0, 2), country, countryZh, nameEn, nameZh });

const ROWS: SeaportRow[] = [
  port("CNSHA", "Shanghai", "上海", "China", "中国"),
  port("CNNGB", "Ningbo", "宁波", "China", "中国"),
  port("NLRTM", "Rotterdam", "鹿特丹", "Netherlands", "荷兰"),
  port("USLAX", "Los Angeles", "洛杉矶", "United States", "美国"),
];

const page = (records: SeaportRow[], total = records.length): SeaportPage => ({
  total,
  current: 1,
  size: 20,
  records,
});

const meta = {
  title: "Lookup/SeaportScreen",
  component: SeaportScreen,
  parameters: { layout: "fullscreen" },
  decorators: [pageFrame],
  args: {
    keyword: "",
    result: ready(page(ROWS, 56)),
    refreshing: false,
    sort: null,
    onKeywordChange: fn(),
    onSort: fn(),
    onPage: () => {},
    onRetry: () => {},
  },
} satisfies Meta<typeof SeaportScreen>;

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
        port(
          "GBFXT",
          "Felixstowe (Port of Felixstowe, Suffolk, East of England)",
          "费利克斯托（英国萨福克郡东部港口）",
          "United Kingdom of Great Britain and Northern Ireland",
          "大不列颠及北爱尔兰联合王国",
        ),
        ...ROWS,
      ]),
    ),
  },
};
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
export const English: Story = { globals: { locale: "en-US" } };
