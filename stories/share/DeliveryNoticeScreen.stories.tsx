import type { Meta, StoryObj } from "@storybook/react-vite";
import { DeliveryNoticeScreen } from "../../src/widgets/share/DeliveryNoticeScreen";
import { deliveryNotice } from "./fixtures";
import { errorState, fitToContent, notFoundState } from "./screen-helpers";

const meta = {
  title: "Share/Screens/DeliveryNotice",
  component: DeliveryNoticeScreen,
  parameters: { layout: "fullscreen" },
  args: {
    state: { status: "ready", notice: deliveryNotice("AE2500001", "warehouse") },
    onPrint: () => {},
    onLanguageChange: () => {},
  },
  play: fitToContent,
} satisfies Meta<typeof DeliveryNoticeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Air export to the airport terminal. */
export const AirTerminal: Story = {};

export const AirWarehouse: Story = {
  args: { state: { status: "ready", notice: deliveryNotice("AE2500001", "storehouse") } },
};

export const Sea: Story = {
  args: { state: { status: "ready", notice: deliveryNotice("SE2500001", "warehouse") } },
};

export const Road: Story = {
  args: { state: { status: "ready", notice: deliveryNotice("LC2500001", "warehouse") } },
};

export const Loading: Story = { args: { state: { status: "loading" } }, play: async () => {} };
export const ErrorState: Story = { args: { state: errorState } };
export const NotFound: Story = { args: { state: notFoundState } };
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
export const English: Story = { globals: { locale: "en-US" } };
