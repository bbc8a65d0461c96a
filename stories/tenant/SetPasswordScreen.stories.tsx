import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ready } from "../../src/ui/loadable";
import { SetPasswordScreen } from "../../src/widgets/tenant/SetPasswordScreen";

const LINK = ready({
  loginName: "admin",
  orgCode: "ACME",
  expiresAt: "2026-11-26T02:17:00Z",
});

const meta = {
  title: "Tenant/SetPasswordScreen",
  component: SetPasswordScreen,
  parameters: { layout: "fullscreen" },
  args: { link: LINK, onSubmit: () => {}, onGoLogin: () => {} },
} satisfies Meta<typeof SetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const CheckingLink: Story = { args: { link: { status: "loading" } } };

export const LinkInvalid: Story = {
  args: { link: { status: "error" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("链接无效或已过期，请联系管理员重新发送")).toBeVisible();
  },
};

/** The rules are marked as the user types: long enough, not yet repeated. */
export const RulesAsTyped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("新密码"), "Harbour-Crane-42");
    await expect(canvas.getByText("8 到 128 位").closest("li")).toHaveTextContent("已满足");
    await expect(canvas.getByText("两次输入一致").closest("li")).toHaveTextContent("未满足");
  },
};

export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("新密码"), "short");
    await userEvent.type(canvas.getByLabelText("确认新密码"), "short");
    await userEvent.click(canvas.getByRole("button", { name: "设置密码" }));
    await expect(await canvas.findByText("密码长度应为 8 到 128 位")).toBeVisible();
  },
};

export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("新密码"), "Harbour-Crane-42");
    await userEvent.type(canvas.getByLabelText("确认新密码"), "Harbour-Crane-43");
    await userEvent.click(canvas.getByRole("button", { name: "设置密码" }));
    await expect(await canvas.findByText("两次输入的密码不一致")).toBeVisible();
  },
};

export const CommonPassword: Story = { args: { error: "密码过于简单，请换一个" } };
export const Submitting: Story = { args: { submitting: true } };
export const Done: Story = { args: { done: true } };
export const LongNames: Story = {
  args: {
    link: ready({
      loginName: "operations.manager.shanghai-pudong@forwarder-international.example",
      orgCode: "SHANGHAI-PUDONG-0001",
      expiresAt: "2026-11-26T02:17:00Z",
    }),
  },
};
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
export const English: Story = {
  globals: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("New password"), "short");
    await userEvent.click(canvas.getByRole("button", { name: "Set password" }));
    await expect(
      await canvas.findByText("The password must be 8 to 128 characters long"),
    ).toBeVisible();
  },
};
