import type { Meta, StoryObj } from "@storybook/react-vite";
import { AdvisoryDialog } from "../../src/widgets/shell/AdvisoryDialog";

const meta = {
  title: "Shell/AdvisoryDialog",
  component: AdvisoryDialog,
  parameters: { layout: "fullscreen" },
  args: { kind: "browser", open: true, onAcknowledge: () => {} },
} satisfies Meta<typeof AdvisoryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Browser: Story = {};
export const SmallScreen: Story = {
  args: { kind: "smallScreen" },
  globals: { viewport: { value: "phone" } },
};
export const BrowserEnglish: Story = { globals: { locale: "en-US" } };
