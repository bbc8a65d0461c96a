import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { failed, loading, ready } from "../../src/ui/loadable";
import { ReleaseScreen } from "../../src/widgets/hrs-org/ReleaseScreen";
import { pageFrame } from "../page-frame";
import { RELEASES } from "./fixtures";

const meta = {
  title: "HrsOrg/ReleaseScreen",
  component: ReleaseScreen,
  parameters: { layout: "fullscreen" },
  decorators: [pageFrame],
  args: { releases: ready(RELEASES), onRetry: fn(), onPublish: fn(), busy: false, error: null },
} satisfies Meta<typeof ReleaseScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Publishing sends the note as typed (trimmed). */
export const Releases: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("发布说明"), "  运价查询上线 ");
    await userEvent.click(canvas.getByRole("button", { name: "发布新版本" }));
    await expect(args.onPublish).toHaveBeenCalledWith("运价查询上线");
  },
};

export const NeverPublished: Story = {
  args: { releases: ready({ build: "20261125T223000", current: "20261125T223000", releases: [] }) },
};
export const Publishing: Story = { args: { busy: true } };
export const Loading: Story = { args: { releases: loading } };
export const Failed: Story = { args: { releases: failed } };
export const NoteTooLong: Story = { args: { error: "发布说明最多 200 个字符" } };
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
export const English: Story = { globals: { locale: "en-US" } };
