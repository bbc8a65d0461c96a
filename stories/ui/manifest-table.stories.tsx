import type { Meta, StoryObj } from "@storybook/react-vite";
import { manifestView } from "../../src/domain/order-track";
import { ManifestTable } from "../../src/ui/track/manifest-table";
import { track } from "../share/fixtures";
import { fitToContent } from "../share/screen-helpers";

const af = manifestView(track("AE2500001"));
const ai = manifestView(track("AI2500001"));

const meta = {
  title: "Share/ManifestTable",
  component: ManifestTable,
  decorators: [
    (Story) => (
      <div className="max-w-2xl bg-white p-4">
        <Story />
      </div>
    ),
  ],
  args: { master: af.master, houses: af.houses, variant: "export" },
  play: fitToContent,
} satisfies Meta<typeof ManifestTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Air export: main bill and three house bills, each pre-declared, arrived and released. */
export const Export: Story = {};

/** Air import: original, tally, release and the two allocation times; one house not released. */
export const Import: Story = { args: { master: ai.master, houses: ai.houses, variant: "import" } };

/** Waiting for release. */
export const Pending: Story = {
  args: manifestView(track("AE2500002")),
};

export const MasterOnly: Story = { args: { houses: [] } };

export const Phone: Story = { globals: { viewport: { value: "phone" } } };

export const English: Story = {
  args: { master: ai.master, houses: ai.houses, variant: "import" },
  globals: { locale: "en-US" },
};
