import type { Meta, StoryObj } from "@storybook/react-vite";
import { parseDimensions } from "../../src/domain/plan-confirm";
import { DimensionTable } from "../../src/widgets/share/DimensionTable";
import { fitToContent } from "./screen-helpers";

const meta = {
  title: "Share/DimensionTable",
  component: DimensionTable,
  decorators: [
    (Story) => (
      <div className="max-w-sm bg-white p-4">
        <Story />
      </div>
    ),
  ],
  args: { title: "确认尺寸", rows: parseDimensions("120*80*102/10;60*40*50/110;45.5*30*20.5/3") },
  play: fitToContent,
} satisfies Meta<typeof DimensionTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { rows: [] } };
export const English: Story = {
  args: { title: "Confirmed dimensions" },
  globals: { locale: "en-US" },
};
