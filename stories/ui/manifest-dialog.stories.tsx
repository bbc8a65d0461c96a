import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ManifestDialog } from "../../src/ui/track/manifest-dialog";
import { DELAYED, MANY_REMARKS, ON_TIME } from "../cargo-tracking/fixtures";
import { shareLoaders } from "../share/fixtures";

const meta = {
  title: "CargoTracking/ManifestDialog",
  component: ManifestDialog,
  loaders: shareLoaders,
  args: {
    open: true,
    onOpenChange: fn(),
    number: DELAYED.awbNumber ?? "",
    manifestList: DELAYED.manifestList,
    trackManifest: DELAYED.trackManifest,
    variant: "export",
  },
} satisfies Meta<typeof ManifestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Master and three house bills, released on time, with every remark. */
export const OnTime: Story = {};
/** Another order: its own bills. */
export const OtherOrder: Story = {
  args: { manifestList: ON_TIME.manifestList, trackManifest: ON_TIME.trackManifest },
};
export const Empty: Story = { args: { manifestList: [], trackManifest: [] } };
export const ManyEvents: Story = { args: { trackManifest: MANY_REMARKS } };
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
export const English: Story = { globals: { locale: "en-US" } };
