import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import type { CarrierPage, CarrierRow } from "../../src/contract/lookup";
import { failed, loading, ready } from "../../src/ui/loadable";
import { CarrierScreen } from "../../src/widgets/lookup/CarrierScreen";
import { pageFrame } from "../page-frame";

const ROWS: CarrierRow[] = [
  {
    iata: "EK",
    icao: "UAE",
    prefix: "176",
    nameEn: "Emirates",
    nameZh: "阿联酋航空",
    country: "United Arab Emirates",
    alliance: null,
    trackingUrl: "https://www.skycargo.com/",
  },
  {
    iata: "CA",
    icao: "CCA",
    prefix: "999",
    nameEn: "Air China",
    nameZh: "中国国际航空",
    country: "China",
    alliance: "Star Alliance",
    trackingUrl: "https://www.airchinacargo.com/",
  },
  {
    iata: "LH",
    icao: "DLH",
    prefix: "020",
    nameEn: "Lufthansa",
    nameZh: "汉莎航空",
    country: "Germany",
    alliance: "Star Alliance",
    trackingUrl: "https://www.lufthansa-cargo.com/",
  },
  {
    iata: "Q5",
    icao: "MLA",
    prefix: null,
    nameEn: "40-Mile Air",
    nameZh: null,
    country: "United States",
    alliance: null,
    trackingUrl: null,
  },
];

const LONG: CarrierRow = {
  iata: "LX",
  icao: "SWR",
  prefix: "724",
  nameEn: "Swiss International Air Lines Cargo and Passenger Services Aktiengesellschaft",
  nameZh: "瑞士国际航空公司货运及客运服务股份有限公司（长名称）",
  country: "Switzerland",
  alliance: "Star Alliance",
  trackingUrl: "https://www.swissworldcargo.com/",
};

const page = (records: CarrierRow[], total = records.length): CarrierPage => ({
  total,
  current: 1,
  size: 20,
  records,
});

const meta = {
  title: "Lookup/CarrierScreen",
  component: CarrierScreen,
  parameters: { layout: "fullscreen" },
  decorators: [pageFrame],
  args: {
    keyword: "",
    result: ready(page(ROWS, 968)),
    refreshing: false,
    sort: null,
    onKeywordChange: fn(),
    onSort: fn(),
    onPage: () => {},
    onRetry: () => {},
  },
} satisfies Meta<typeof CarrierScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // ICAO airline designators have three letters (issue 34: the column said 四字码).
    await expect(canvas.getByRole("button", { name: /^三字码 ICAO/ })).toBeVisible();
    await expect(canvas.queryByText("四字码")).toBeNull();
    await expect(
      canvas.getByRole("link", { name: /^www\.skycargo\.com\s*（在阿联酋航空的网站追踪）$/ }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: /^运单前缀/ }));
    await expect(args.onSort).toHaveBeenCalledWith({ key: "prefix", desc: false });
  },
};
/** Sorted by prefix, descending. */
export const Sorted: Story = { args: { sort: { key: "prefix", desc: true } } };
export const ByPrefix: Story = { args: { keyword: "176", result: ready(page(ROWS.slice(0, 1))) } };
export const NoResult: Story = { args: { keyword: "zzzz", result: ready(page([])) } };
export const Loading: Story = { args: { result: loading } };
export const Failed: Story = { args: { result: failed } };
export const LongNames: Story = { args: { result: ready(page([LONG, ...ROWS])) } };
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
/** In English, airline names and the tracking links' names are English (issue 34). */
export const English: Story = {
  globals: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: /^ICAO \(3 letters\)/ })).toBeVisible();
    await expect(
      canvas.getByRole("link", { name: "www.skycargo.com (track at Emirates's site)" }),
    ).toBeVisible();
  },
};
