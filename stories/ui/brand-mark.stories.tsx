import type { Meta, StoryObj } from "@storybook/react-vite";
import { BrandMark } from "../../src/ui/brand-mark";

const meta = { title: "Brand/BrandMark", component: BrandMark } satisfies Meta<typeof BrandMark>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnLight: Story = {};
export const OnBrand: Story = {
  args: { inverted: true },
  decorators: [
    (Story) => (
      <div className="inline-flex rounded bg-brand p-3">
        <Story />
      </div>
    ),
  ],
};
export const Large: Story = { args: { className: "size-16" } };
