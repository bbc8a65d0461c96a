import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ChangePasswordScreen } from "../../src/widgets/account/ChangePasswordScreen";

const meta = {
  title: "Account/ChangePasswordScreen",
  component: ChangePasswordScreen,
  parameters: { layout: "fullscreen" },
  args: { onSubmit: () => {} },
} satisfies Meta<typeof ChangePasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const RequiredErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "确认修改" }));
    await expect(await canvas.findByText("请输入原密码")).toBeVisible();
  },
};

async function fillAndSubmit(
  canvasElement: HTMLElement,
  old: string,
  next: string,
  confirm: string,
) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText("原密码"), old);
  await userEvent.type(canvas.getByLabelText("新密码"), next);
  await userEvent.type(canvas.getByLabelText("确认新密码"), confirm);
  await userEvent.click(canvas.getByRole("button", { name: "确认修改" }));
  return canvas;
}

export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, "Demo@2026", "short", "short");
    await expect(await canvas.findByText("密码长度应为 8 到 128 位")).toBeVisible();
  },
};

export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(
      canvasElement,
      "Demo@2026",
      "Harbour-Crane-42",
      "Harbour-Crane-43",
    );
    await expect(await canvas.findByText("两次输入的密码不一致")).toBeVisible();
  },
};

export const SameAsOld: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(
      canvasElement,
      "Harbour-Crane-42",
      "Harbour-Crane-42",
      "Harbour-Crane-42",
    );
    await expect(await canvas.findByText("新密码不能与原密码相同")).toBeVisible();
  },
};

export const WrongCurrentPassword: Story = { args: { error: "原密码错误" } };
export const CommonPassword: Story = { args: { error: "密码过于简单，请换一个" } };
export const Submitting: Story = { args: { submitting: true } };
export const Done: Story = { args: { done: true } };
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
export const English: Story = { globals: { locale: "en-US" } };
