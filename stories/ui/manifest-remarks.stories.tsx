import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ManifestRemarks } from "../../src/ui/track/manifest-remarks";
import { DELAYED, MANY_REMARKS } from "../cargo-tracking/fixtures";

const meta = {
  title: "Share/ManifestRemarks",
  component: ManifestRemarks,
  args: { entries: DELAYED.trackManifest },
} satisfies Meta<typeof ManifestRemarks>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every trackManifest remark with its time, newest first: the same order as the route track's
 * timeline (issue 35: the two ran in opposite orders).
 */
export const Remarks: Story = {
  play: async ({ canvasElement }) => {
    const times = within(canvasElement)
      .getAllByRole("listitem")
      .map((li) => /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.exec(li.textContent ?? "")?.[0] ?? "");
    await expect(times.length).toBeGreaterThan(1);
    await expect(times).toEqual([...times].sort().reverse());
  },
};
export const ManyEvents: Story = { args: { entries: MANY_REMARKS } };
export const Empty: Story = { args: { entries: [] } };
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
