import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { failed, loading, ready } from "../../src/ui/loadable";
import { OrgProfileScreen } from "../../src/widgets/hrs-org/OrgProfileScreen";
import { pageFrame } from "../page-frame";
import { PROFILE } from "./fixtures";

const meta = {
  title: "HrsOrg/OrgProfileScreen",
  component: OrgProfileScreen,
  parameters: { layout: "fullscreen" },
  decorators: [pageFrame],
  args: { profile: ready(PROFILE), onRetry: fn(), onSave: fn(), busy: false, error: null },
} satisfies Meta<typeof OrgProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saving sends the edition chosen and the version read. */
export const Profile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: "在线订舱版" }));
    await userEvent.click(canvas.getByRole("button", { name: "保存" }));
    await expect(args.onSave).toHaveBeenCalledWith({
      name: PROFILE.name,
      orgVersion: "BOOKING",
      validUntil: "2027-06-30",
      website: "https://www.demo-forwarding.example",
      version: 3,
    });
  },
};

export const Loading: Story = { args: { profile: loading } };
export const Failed: Story = { args: { profile: failed } };

/** An empty name is refused by the shared schema; nothing is sent. */
export const ValidationError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText("机构名称"));
    await userEvent.click(canvas.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(canvas.getByText("机构名称应为 1 到 100 个字符")).toBeVisible());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Another administrator saved first: the server's 409 text. */
export const Stale: Story = { args: { error: "数据已被他人修改，请刷新后重试" } };
export const Saving: Story = { args: { busy: true } };

export const LongName: Story = {
  args: {
    profile: ready({
      ...PROFILE,
      name: "中外运华东国际货运代理（上海）有限公司浦东国际机场分公司空运出口操作中心",
      orgVersion: "BOOKING",
      validUntil: null,
    }),
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
export const English: Story = {
  globals: { locale: "en-US" },
  args: { error: "数据已被他人修改，请刷新后重试" },
};

/** A website that is no web address is refused before anything is sent. */
export const WebsiteInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText("官网地址"));
    await userEvent.type(canvas.getByLabelText("官网地址"), "www.example.com");
    await userEvent.click(canvas.getByRole("button", { name: "保存" }));
    await waitFor(() =>
      expect(
        canvas.getByText("官网地址应为以 http:// 或 https:// 开头的网址（最多 200 个字符）"),
      ).toBeVisible(),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
