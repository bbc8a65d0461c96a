import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { LOGIN_MESSAGES, LOGIN_TYPES } from "../../src/domain/login";
import { LoginScreen } from "../../src/widgets/login/LoginScreen";

const meta = {
  title: "Login/LoginScreen",
  component: LoginScreen,
  args: { onSubmit: fn(), onLanguageChange: fn() },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = {
  type: LOGIN_TYPES.admin,
  login: "admin",
  orgCode: "DEMO",
  password: "demo-password",
} as const;

async function submit(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole("button", { name: "登录" }));
  return canvas;
}

export const Empty: Story = {};

export const Filled: Story = { args: { initial: filled } };

export const Submitting: Story = { args: { initial: filled, submitting: true } };

/** The server has not answered: the user may stop waiting (the page aborts the call). */
export const SubmittingCancellable: Story = {
  args: { initial: filled, submitting: true, onCancel: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "取消登录" }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An empty form, submitted: every required field says what it needs, and nothing is sent. */
export const EmptySubmitted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await submit(canvasElement);
    await expect(await canvas.findByText(LOGIN_MESSAGES.adminRequired)).toBeVisible();
    await expect(canvas.getByText(LOGIN_MESSAGES.orgCode)).toBeVisible();
    await expect(canvas.getByText(LOGIN_MESSAGES.password)).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "用户名" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LoginRequired: Story = {
  args: { initial: { ...filled, login: "" } },
  play: async ({ canvasElement, args }) => {
    const canvas = await submit(canvasElement);
    await expect(await canvas.findByText(LOGIN_MESSAGES.adminRequired)).toBeVisible();
    await expect(canvas.queryByText(LOGIN_MESSAGES.orgCode)).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const OrgCodeRequired: Story = {
  args: { initial: { ...filled, orgCode: "" } },
  play: async ({ canvasElement, args }) => {
    const canvas = await submit(canvasElement);
    await expect(await canvas.findByText(LOGIN_MESSAGES.orgCode)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const OrgCodeFormat: Story = {
  args: { initial: { ...filled, orgCode: "DEMO 01" } },
  play: async ({ canvasElement, args }) => {
    const canvas = await submit(canvasElement);
    await expect(await canvas.findByText(LOGIN_MESSAGES.orgCodeFormat)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordRequired: Story = {
  args: { initial: { ...filled, password: "" } },
  play: async ({ canvasElement, args }) => {
    const canvas = await submit(canvasElement);
    await expect(await canvas.findByText(LOGIN_MESSAGES.password)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const BadPhone: Story = {
  args: { initial: { ...filled, type: LOGIN_TYPES.phone, login: "1380013800" } },
  play: async ({ canvasElement, args }) => {
    const canvas = await submit(canvasElement);
    await expect(await canvas.findByText(LOGIN_MESSAGES.phone)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const BadEmail: Story = {
  args: { initial: { ...filled, type: LOGIN_TYPES.email, login: "ops@example" } },
  play: async ({ canvasElement, args }) => {
    const canvas = await submit(canvasElement);
    await expect(await canvas.findByText(LOGIN_MESSAGES.email)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Typing into a field after a failed submit clears its error as soon as it is valid. */
export const ErrorClearsWhileTyping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "机构代码" }), "demo");
    await expect(canvas.getByRole("textbox", { name: "机构代码" })).toHaveValue("DEMO");
    await expect(canvas.queryByText(LOGIN_MESSAGES.orgCode)).toBeNull();
    await expect(canvas.getByText(LOGIN_MESSAGES.adminRequired)).toBeVisible();
  },
};

/** A valid form is sent once, trimmed, with the organisation code in capitals. */
export const SubmitsValidForm: Story = {
  args: { initial: { ...filled, login: " admin ", orgCode: "DEMO" } },
  play: async ({ canvasElement, args }) => {
    await submit(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, login: "admin" });
  },
};

export const ServerError: Story = {
  args: { initial: filled, error: "用户名或密码错误" },
};

export const TooManyAttempts: Story = {
  args: { initial: filled, error: "登录失败次数过多，请稍后再试" },
};

export const PhoneLogin: Story = {
  args: { initial: { type: LOGIN_TYPES.phone, login: "13800138000", orgCode: "DEMO" } },
};

export const EmailLogin: Story = {
  args: { initial: { type: LOGIN_TYPES.email, login: "ops@example.com", orgCode: "DEMO" } },
};

export const AdminLogin: Story = {
  args: { initial: { type: LOGIN_TYPES.admin, login: "admin", orgCode: "DEMO" } },
};

/** Without onLanguageChange there is no language picker. */
export const WithoutLanguagePicker: Story = { args: { onLanguageChange: undefined } };

export const Mobile: Story = {
  globals: { viewport: { value: "phone" } },
};

export const MobileWithErrors: Story = {
  globals: { viewport: { value: "phone" } },
  play: EmptySubmitted.play,
};

export const Narrow: Story = {
  name: "Narrow 320",
  globals: { viewport: { value: "narrow" } },
  args: { initial: filled, error: "登录失败次数过多，请稍后再试" },
};

export const Tablet: Story = {
  globals: { viewport: { value: "tablet" } },
};

export const English: Story = {
  globals: { locale: "en-US" },
};

export const EnglishMobile: Story = {
  globals: { locale: "en-US", viewport: { value: "phone" } },
  args: { initial: filled, error: "Incorrect user name or password" },
};

/** Private deployments show no product brand anywhere. */
export const PrivateDeployment: Story = {
  args: { privateDeployment: true },
};

export const PrivateDeploymentMobile: Story = {
  args: { privateDeployment: true },
  globals: { viewport: { value: "phone" } },
};
