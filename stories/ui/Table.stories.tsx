import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge } from "../../src/ui/badge";
import { DataTable, type TableColumn } from "../../src/ui/table";

type Shipment = {
  mawb: string;
  shipper: string;
  route: string;
  pieces: number;
  weightKg: number;
  status: "booked" | "departed" | "delivered" | "held";
};

const STATUS = {
  booked: ["brand", "已订舱"],
  departed: ["warning", "已起飞"],
  delivered: ["success", "已签收"],
  held: ["danger", "海关查验"],
} as const;

const numberFormat = new Intl.NumberFormat("zh-CN", { maximumFractionDigits: 1 });

const columns: TableColumn<Shipment>[] = [
  {
    accessorKey: "mawb",
    header: "主运单号",
    // Waybill numbers are read as one token; never break them at the hyphen.
    cell: ({ row }) => <span className="whitespace-nowrap">{row.original.mawb}</span>,
  },
  { accessorKey: "shipper", header: "发货人" },
  { accessorKey: "route", header: "航线" },
  {
    accessorKey: "pieces",
    header: "件数",
    cell: ({ row }) => numberFormat.format(row.original.pieces),
  },
  {
    accessorKey: "weightKg",
    header: "毛重（千克）",
    cell: ({ row }) => numberFormat.format(row.original.weightKg),
  },
  {
    accessorKey: "status",
    header: "状态",
    cell: ({ row }) => {
      const [tone, label] = STATUS[row.original.status];
      return <Badge tone={tone}>{label}</Badge>;
    },
  },
];

const shipments: Shipment[] = [
  {
    mawb: "784-12345675",
    shipper: "上海远航国际物流",
    route: "PVG → LAX",
    pieces: 12,
    weightKg: 356.5,
    status: "booked",
  },
  {
    mawb: "999-20231186",
    shipper: "宁波海通货运代理",
    route: "PEK → FRA",
    pieces: 3,
    weightKg: 48,
    status: "departed",
  },
  {
    mawb: "176-55501234",
    shipper: "深圳前海供应链",
    route: "SZX → DXB",
    pieces: 1240,
    weightKg: 18250.3,
    status: "delivered",
  },
  {
    mawb: "160-88812340",
    shipper: "广州白云空港物流",
    route: "CAN → HKG",
    pieces: 8,
    weightKg: 96.2,
    status: "held",
  },
  {
    mawb: "618-31415926",
    shipper: "厦门联创国际货运",
    route: "XMN → SIN",
    pieces: 25,
    weightKg: 610,
    status: "booked",
  },
];

/** The generic table pinned to one row type, so the story args are checked against it. */
const ShipmentTable = DataTable<Shipment>;

const meta = {
  title: "UI/Table",
  component: ShipmentTable,
  args: { columns, data: shipments, caption: "运单列表", getRowId: (row) => row.mawb },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShipmentTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithData: Story = {};

export const Empty: Story = { args: { data: [] } };

export const EmptyCustomText: Story = { args: { data: [], empty: "没有符合条件的运单" } };

export const Striped: Story = { args: { striped: true } };

export const Compact: Story = { args: { density: "compact" } };

export const StripedCompact: Story = { args: { striped: true, density: "compact" } };

/** Long text wraps inside its cell; headers never wrap. */
export const LongText: Story = {
  args: {
    data: [
      {
        mawb: "297-77770011",
        shipper:
          "上海浦东国际机场货运区西区物流园三号仓库国际货运代理有限公司（代理：宁波保税区远洋供应链管理有限公司）",
        route: "PVG → ANC → ORD → ATL → MIA → GRU",
        pieces: 1,
        weightKg: 0.5,
        status: "held",
      },
      ...shipments.slice(0, 2),
    ],
  },
};

/** A highlighted row through rowClassName. */
export const HighlightedRow: Story = {
  args: {
    rowClassName: (row) => (row.status === "held" ? "bg-red-50" : undefined),
  },
};

type Manifest = Record<
  | "hawb"
  | "mawb"
  | "shipper"
  | "consignee"
  | "origin"
  | "destination"
  | "flight"
  | "date"
  | "pieces"
  | "weight"
  | "volume"
  | "goods",
  string
>;

const MANIFEST_HEADERS: Record<keyof Manifest, string> = {
  hawb: "分运单号",
  mawb: "主运单号",
  shipper: "发货人",
  consignee: "收货人",
  origin: "始发港",
  destination: "目的港",
  flight: "航班",
  date: "航班日期",
  pieces: "件数",
  weight: "毛重",
  volume: "体积",
  goods: "品名",
};

const manifestColumns: TableColumn<Manifest>[] = (
  Object.keys(MANIFEST_HEADERS) as (keyof Manifest)[]
).map((key) => ({
  accessorKey: key,
  header: MANIFEST_HEADERS[key],
  ...(key === "mawb"
    ? { cell: ({ row }) => <span className="whitespace-nowrap">{row.original.mawb}</span> }
    : {}),
}));

const manifestRows: Manifest[] = [
  {
    hawb: "SHA2503180001",
    mawb: "784-12345675",
    shipper: "上海远航国际物流",
    consignee: "ACME LOGISTICS INC",
    origin: "PVG",
    destination: "LAX",
    flight: "CA1041",
    date: "2025-03-18",
    pieces: "12",
    weight: "356.5",
    volume: "2.13",
    goods: "电子配件",
  },
  {
    hawb: "SHA2503180002",
    mawb: "784-12345675",
    shipper: "宁波海通货运代理",
    consignee: "GLOBAL TRADE GMBH",
    origin: "PVG",
    destination: "LAX",
    flight: "CA1041",
    date: "2025-03-18",
    pieces: "3",
    weight: "48",
    volume: "0.31",
    goods: "服装样品",
  },
];

/** Twelve columns on a 375 px phone: the table scrolls sideways inside its frame. */
export const ManyColumnsOnPhone: Story = {
  globals: { viewport: { value: "phone" } },
  render: () => (
    <DataTable
      columns={manifestColumns}
      data={manifestRows}
      caption="舱单"
      getRowId={(row) => row.hawb}
    />
  ),
};
