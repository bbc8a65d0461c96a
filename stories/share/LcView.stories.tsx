import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { LcView } from "../../src/widgets/share/LcView";
import { lcOrder, shareLoaders } from "./fixtures";
import { viewColumn } from "./frames";
import { fitToContent } from "./screen-helpers";

const order = lcOrder("LC2500001");

const meta = {
  title: "Share/LcView",
  component: LcView,
  loaders: shareLoaders,
  parameters: { layout: "fullscreen" },
  decorators: [viewColumn],
  args: { order, documents: { notice: true }, linkTarget: "_blank", onOpenNotice: fn() },
  play: fitToContent,
} satisfies Meta<typeof LcView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Truck, driver, track, files, photo and notice; volume and charge weight highlighted. */
export const Full: Story = {};

/** Every figure within tolerance, nothing highlighted; one track event, no files, no notice. */
export const WithinTolerance: Story = {
  args: { order: lcOrder("LC2590001"), documents: undefined },
};

/** Only the order code and the two stations: most values read '-', every section below is empty. */
export const Minimal: Story = {
  args: {
    order: {
      orderCode: order.orderCode,
      departureStationName: order.departureStationName,
      arrivalStationName: order.arrivalStationName,
    },
    documents: undefined,
  },
};

/** Order info complete; track, files and photos show their empty texts. */
export const EmptySections: Story = {
  args: { order: { ...order, routeTracks: [], attachments: [] }, documents: undefined },
};

/** A blank driver phone is shown as '-', not as a call link. */
export const WithoutDriverPhone: Story = { args: { order: { ...order, driverTel: "  " } } };

/** Long station and goods names wrap inside the grid. */
export const LongTexts: Story = {
  args: {
    order: {
      ...order,
      departureStationName: "上海市浦东新区 外高桥保税物流园区 港澳路 239 号 5 号库 3 号月台",
      arrivalStationName: "江苏省苏州市工业园区 综合保税区 港田路 99 号 3 号仓 东门卸货区",
      goodsNameCn: "电子元器件（贴片电容、电阻及集成电路芯片，防静电包装，轻拿轻放，请勿倒置）",
    },
  },
};

/** A 375 px phone: figures and facts in two columns, the driver phone a call link. */
export const Phone: Story = { globals: { viewport: { value: "phone" } } };

/** The English catalogue, with the same road order. */
export const English: Story = { globals: { locale: "en-US" } };
