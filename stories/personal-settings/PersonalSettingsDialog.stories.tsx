import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { PersonalSettingsDialog } from "../../src/widgets/personal-settings/PersonalSettingsDialog";
import { ADMIN, EMPTY, FILLED, OPTIONS, SETTINGS_VIEWPORT } from "./fixtures";

/**
 * The personal settings dialog (seed 001 §2.4, §3, §5) in each of its states. The dialog is
 * long, so desktop stories use a viewport tall enough to capture all of it; stories about the
 * lower sections scroll the dialog's body to them.
 */
const noop = () => {};

const meta = {
  title: "PersonalSettings/PersonalSettingsDialog",
  component: PersonalSettingsDialog,
  parameters: {
    layout: "fullscreen",
    viewport: SETTINGS_VIEWPORT,
  },
  globals: { viewport: { value: "settings" } },
  args: {
    open: true,
    onOpenChange: noop,
    data: FILLED,
    options: OPTIONS,
    helpUrl: "/tutorial?doc=personal-settings",
    onSave: noop,
    onVerify: noop,
    onReload: noop,
  },
} satisfies Meta<typeof PersonalSettingsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(screen.getByRole("dialog"));
const submit = async () => {
  await userEvent.click(screen.getByRole("button", { name: "确认" }));
};
/** Brings a part of the dialog's scrolling body into the capture. */
const scrollTo = async (text: string | RegExp) => {
  const target = await dialog().findByText(text);
  target.scrollIntoView({ block: "start" });
};

export const Filled: Story = {};

export const Empty: Story = { args: { data: EMPTY } };

export const Loading: Story = { args: { data: null } };

export const LoadFailed: Story = { args: { data: null, loadError: "请检查您的网络" } };

export const RequiredErrors: Story = {
  args: { data: EMPTY },
  play: async () => {
    await submit();
    const d = dialog();
    await expect(await d.findByText("请输入邮箱")).toBeVisible();
    await expect(d.getByText("请输入英文名")).toBeVisible();
    await expect(d.getByText("请输入手机号")).toBeVisible();
    await expect(d.getByText("区号不能为空")).toBeVisible();
  },
};

export const FormatErrors: Story = {
  args: { data: EMPTY },
  play: async () => {
    const d = dialog();
    await userEvent.type(d.getByLabelText("邮箱"), "li.qiang@demo");
    await userEvent.type(d.getByLabelText("英文名"), "Q".repeat(41));
    await userEvent.type(d.getByLabelText("手机号"), "138-abc");
    await submit();
    await expect(await d.findByText("请输入正确的邮箱地址")).toBeVisible();
    await expect(d.getByText("长度不超过 40")).toBeVisible();
    await expect(d.getByText("手机号只能包含数字、空格、+、-、括号")).toBeVisible();
  },
};

export const LengthErrors: Story = {
  args: { data: EMPTY },
  play: async () => {
    const d = dialog();
    await userEvent.click(d.getByLabelText("邮箱"));
    await userEvent.paste(`${"a".repeat(76)}@b.cn`);
    await userEvent.click(d.getByLabelText("手机号"));
    await userEvent.paste("1".repeat(31));
    await submit();
    await expect(await d.findByText("长度不超过 80")).toBeVisible();
    await expect(d.getByText("长度不超过 30")).toBeVisible();
  },
};

export const DigitErrors: Story = {
  play: async () => {
    const d = dialog();
    await userEvent.clear(d.getByLabelText("AE 空运出口 重量位数"));
    await userEvent.clear(d.getByLabelText("AI 空运进口 重量位数"));
    await userEvent.type(d.getByLabelText("AI 空运进口 重量位数"), "3");
    await userEvent.clear(d.getByLabelText("SE 海运出口 体积位数"));
    await userEvent.type(d.getByLabelText("SE 海运出口 体积位数"), "7");
    await userEvent.clear(d.getByLabelText("LC 陆运 默认站点"));
    await userEvent.type(d.getByLabelText("LC 陆运 默认站点"), "SH-01");
    await submit();
    await expect(await d.findByText("请输入小数位数")).toBeVisible();
    await expect(d.getByText("小数位数为 0 到 2")).toBeVisible();
    await expect(d.getByText("小数位数为 0 到 3")).toBeVisible();
    await expect(d.getByText("只能输入字母或数字")).toBeVisible();
    await scrollTo("业务默认设置");
  },
};

export const MailRequiredErrors: Story = {
  args: {
    data: {
      ...FILLED,
      mailValid: "0",
      mailName: "",
      mailSmtp: "",
      mailUser: "",
      mailPasswordSet: false,
      mailPort: null,
    },
  },
  play: async () => {
    const d = dialog();
    await userEvent.click(d.getByRole("switch", { name: "邮件发送" }));
    await submit();
    await expect(await d.findByText("发件人不能为空")).toBeVisible();
    await expect(d.getByText("SMTP不能为空")).toBeVisible();
    await expect(d.getByText("端口不能为空")).toBeVisible();
    await expect(d.getByText("用户名不能为空")).toBeVisible();
    await expect(d.getByText("密码不能为空")).toBeVisible();
    await scrollTo("邮件设置");
  },
};

export const AdminMailAddressRequired: Story = {
  args: { data: { ...ADMIN, mailAddress: "" } },
  play: async () => {
    await submit();
    const d = dialog();
    await expect(await d.findByText("请输入邮箱")).toBeVisible();
    await scrollTo("邮件设置");
  },
};

export const MailFieldErrors: Story = {
  args: { data: ADMIN },
  play: async () => {
    const d = dialog();
    await userEvent.clear(d.getByLabelText("发件邮箱"));
    await userEvent.type(d.getByLabelText("发件邮箱"), "ops@");
    await userEvent.clear(d.getByLabelText("发件人"));
    await userEvent.click(d.getByLabelText("发件人"));
    await userEvent.paste("名".repeat(21));
    await userEvent.clear(d.getByLabelText("SMTP 服务器"));
    await userEvent.type(d.getByLabelText("SMTP 服务器"), "smtp://mail");
    await userEvent.clear(d.getByLabelText("邮件签名"));
    await userEvent.click(d.getByLabelText("邮件签名"));
    await userEvent.paste("签".repeat(201));
    await submit();
    await expect(await d.findByText("请输入正确的邮箱地址")).toBeVisible();
    await expect(d.getByText("长度不超过 20")).toBeVisible();
    await expect(d.getByText("SMTP 服务器地址格式不正确")).toBeVisible();
    await expect(d.getByText("长度不超过 200")).toBeVisible();
    await scrollTo("邮件设置");
  },
};

/** A staff member with mail sending on; the default-CC list starts closed. */
export const MailOn: Story = {
  play: async () => {
    const button = await dialog().findByRole("button", { name: /默认抄送人/ });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await scrollTo("邮件设置");
  },
};

export const MailOff: Story = {
  args: { data: { ...FILLED, mailValid: "0" } },
  play: async () => {
    await scrollTo("邮件设置");
  },
};

export const SslSwitch: Story = {
  args: { data: { ...FILLED, mailSsl: "0", mailPort: 25 } },
  play: async () => {
    const d = dialog();
    const port = d.getByLabelText("端口");
    await expect(port).toHaveValue("25");
    await userEvent.click(within(d.getByRole("radiogroup", { name: "SSL" })).getByText("是"));
    await expect(port).toHaveValue("465");
    // It ends on 否 and port 25, so its picture is not MailOn's (SSL on, 465).
    await userEvent.click(within(d.getByRole("radiogroup", { name: "SSL" })).getByText("否"));
    await expect(port).toHaveValue("25");
    await scrollTo("邮件设置");
  },
};

/** SSL off: the port is 25 (seed 001 §2.4), whatever it was under SSL. */
export const SslOff: Story = {
  args: { data: { ...FILLED, mailSsl: "1", mailPort: 465 } },
  play: async () => {
    const d = dialog();
    const port = d.getByLabelText("端口");
    await expect(port).toHaveValue("465");
    await userEvent.click(within(d.getByRole("radiogroup", { name: "SSL" })).getByText("否"));
    await expect(port).toHaveValue("25");
    await scrollTo("邮件设置");
  },
};

export const Admin: Story = {
  args: { data: ADMIN },
  play: async () => {
    await scrollTo("邮件设置");
  },
};

export const CcOpen: Story = {
  args: { defaultCcOpen: true },
  play: async () => {
    await expect(await dialog().findByRole("button", { name: /默认抄送人/ })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await scrollTo(/默认抄送人/);
  },
};

export const CcChoosing: Story = {
  args: { defaultCcOpen: true },
  play: async () => {
    const d = dialog();
    await scrollTo(/默认抄送人/);
    await userEvent.click(d.getByRole("button", { name: "账单" }));
    const item = await screen.findByRole("menuitemcheckbox", { name: /欧阳志远/ });
    await userEvent.click(item);
    await expect(item).toHaveAttribute("aria-checked", "true");
    await expect(d.getByRole("button", { name: "移除账单抄送人 欧阳志远" })).toBeVisible();
  },
};

export const Saving: Story = { args: { saving: true } };

export const SaveConflict: Story = {
  args: { saveError: { message: "设置已在其他窗口修改，请刷新后重试", conflict: true } },
};

export const Verifying: Story = {
  args: { verifying: true },
  play: async () => {
    await scrollTo("邮件设置");
  },
};

export const VerifySuccess: Story = {
  args: { verifyResult: { ok: true, message: "验证成功" } },
  play: async () => {
    await expect(await dialog().findByText("验证成功")).toBeVisible();
    await scrollTo("邮件设置");
  },
};

export const VerifyFailure: Story = {
  args: { verifyResult: { ok: false, message: "验证失败：用户名或密码错误" } },
  play: async () => {
    await expect(await dialog().findByText("验证失败：用户名或密码错误")).toBeVisible();
    await scrollTo("邮件设置");
  },
};

export const VerifyNeedsFields: Story = {
  args: { data: { ...FILLED, mailSmtp: "", mailPasswordSet: false } },
  play: async () => {
    const d = dialog();
    await userEvent.click(d.getByRole("button", { name: "验证邮箱" }));
    await expect(await d.findByText("SMTP不能为空")).toBeVisible();
    await expect(d.getByText("密码不能为空")).toBeVisible();
    await scrollTo("邮件设置");
  },
};

export const English: Story = {
  globals: { locale: "en-US", viewport: { value: "settings" } },
};

export const EnglishErrors: Story = {
  globals: { locale: "en-US", viewport: { value: "settings" } },
  args: { data: EMPTY },
  play: async () => {
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(dialog().getByText("Enter an e-mail address")).toBeVisible());
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "phone" } },
};

export const MobileMail: Story = {
  globals: { viewport: { value: "phone" } },
  play: async () => {
    await scrollTo("邮件设置");
  },
};
