import type { Meta, StoryObj } from "@storybook/react-vite";
import type { TactRow } from "../../src/contract/lookup";
import { ready } from "../../src/ui/loadable";
import { LookupScreen } from "../../src/widgets/lookup/LookupScreen";
import { rateColumns } from "../../src/widgets/lookup/rate-columns";
import { pageFrame } from "../page-frame";
import { TACT } from "./rate-fixtures";

/**
 * The rate columns every rate table shares (rate-columns.tsx): minimum, normal and the weight
 * breaks +45 to +1000, right-aligned with two digits, each sortable; headers in the page's words.
 */
const meta = {
  title: "Lookup/rate-columns",
  parameters: { layout: "fullscreen" },
  decorators: [pageFrame],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (texts: { colMinimum: string; colNormal: string }, title: string) => () => (
  <LookupScreen<TactRow>
    name="rates"
    title={title}
    intro=""
    placeholder=""
    columns={rateColumns<TactRow>((key) => texts[key])}
    getRowId={(r) => r.route}
    noResult={() => ""}
    keyword=""
    result={ready({ total: TACT.length, current: 1, size: 20, records: TACT })}
    refreshing={false}
    sort={{ key: "q100", desc: true }}
    onSort={() => {}}
    onKeywordChange={() => {}}
    onPage={() => {}}
    onRetry={() => {}}
  />
);

/** The columns alone, sorted by the +100 break. */
export const Columns: Story = {
  render: table({ colMinimum: "最低", colNormal: "普通" }, "运价列"),
};

/** The same columns with English headers. */
export const EnglishHeaders: Story = {
  render: table({ colMinimum: "Minimum", colNormal: "Normal" }, "Rate columns"),
  globals: { locale: "en-US" },
};
