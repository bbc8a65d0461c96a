import type { Meta, StoryObj } from "@storybook/react-vite";
import { ManifestRemarks } from "../../src/ui/track/manifest-remarks";
import { DELAYED, MANY_REMARKS } from "../cargo-tracking/fixtures";

const meta = {
  title: "Share/ManifestRemarks",
  component: ManifestRemarks,
  args: { entries: DELAYED.trackManifest },
} satisfies Meta<typeof ManifestRemarks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every trackManifest remark with its time, oldest first. */
export const Remarks: Story = {};
export const ManyEvents: Story = { args: { entries: MANY_REMARKS } };
export const Empty: Story = { args: { entries: [] } };
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
