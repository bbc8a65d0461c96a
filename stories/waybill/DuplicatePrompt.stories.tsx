import type { Meta, StoryObj } from "@storybook/react-vite";
import { DuplicatePrompt } from "../../src/widgets/waybill/DuplicatePrompt";

const meta = {
  title: "Waybill/DuplicatePrompt",
  component: DuplicatePrompt,
  parameters: { layout: "fullscreen" },
  args: {
    internalNumber: "SH-2026-0101",
    businessScope: "AE",
    onContinue: () => {},
    onCancel: () => {},
  },
} satisfies Meta<typeof DuplicatePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Asking: Story = {};
export const Saving: Story = { args: { busy: true } };
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
export const English: Story = { globals: { locale: "en-US" } };
