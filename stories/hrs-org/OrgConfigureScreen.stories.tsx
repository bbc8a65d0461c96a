import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { failed, loading, ready } from "../../src/ui/loadable";
import { OrgConfigureScreen } from "../../src/widgets/hrs-org/OrgConfigureScreen";
import { pageFrame } from "../page-frame";
import { PROFILE } from "./fixtures";

const meta = {
  title: "HrsOrg/OrgConfigureScreen",
  component: OrgConfigureScreen,
  parameters: { layout: "fullscreen" },
  decorators: [pageFrame],
  args: { profile: ready(PROFILE), onRetry: fn(), onSave: fn(), busy: false, error: null },
} satisfies Meta<typeof OrgConfigureScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Turning private deployment on and picking a theme sends both with the version read. */
export const Configure: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("switch", { name: "私有化部署" }));
    await userEvent.click(canvas.getByRole("radio", { name: "#0F766E" }));
    await userEvent.click(canvas.getByRole("button", { name: "保存" }));
    await expect(args.onSave).toHaveBeenCalledWith({
      privateSaas: true,
      theme: "#0F766E",
      version: 3,
    });
  },
};

export const PrivateWithTheme: Story = {
  args: { profile: ready({ ...PROFILE, privateSaas: true, theme: "#B91C1C" }) },
};
export const Loading: Story = { args: { profile: loading } };
export const Failed: Story = { args: { profile: failed } };
export const Stale: Story = { args: { error: "数据已被他人修改，请刷新后重试" } };
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
export const English: Story = { globals: { locale: "en-US" } };
