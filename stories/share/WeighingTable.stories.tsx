import type { Meta, StoryObj } from "@storybook/react-vite";
import { WeighingTable } from "../../src/widgets/share/WeighingTable";
import { track } from "./fixtures";
import { fitToContent } from "./screen-helpers";

const meta = {
  title: "Share/WeighingTable",
  component: WeighingTable,
  decorators: [
    (Story) => (
      <div className="max-w-2xl bg-white p-4">
        <Story />
      </div>
    ),
  ],
  args: { rows: track("AE2500001").cargoWeighingList ?? [] },
  play: fitToContent,
} satisfies Meta<typeof WeighingTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const MissingValues: Story = {
  args: {
    rows: [{ billNumber: "SHA25110009", pieces: 12, weight: null, volume: null, dimensions: null }],
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };

export const English: Story = { globals: { locale: "en-US" } };
