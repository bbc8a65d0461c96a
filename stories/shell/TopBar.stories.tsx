import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { TopBar } from "../../src/widgets/shell/TopBar";
import { LONG_ORG, ORGS, SHELL_LINKS } from "./fixtures";

/** The top bar alone (in the app it sits right of the sidebar; under 992 px with the menu button). */
const meta = {
  title: "Shell/TopBar",
  component: TopBar,
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      <div className="min-h-[420px] bg-neutral-50">
        <Story />
      </div>
    ),
  ],
  args: {
    title: "货代云平台",
    hideBrand: false,
    orgName: "上海演示国际货运代理有限公司",
    orgVersion: "FULL",
    validUntil: "2027-11-22",
    counts: { approvals: 7, messages: 12 },
    orgs: ORGS,
    currentOrgId: 1,
    themeColor: "#002FA7",
    lang: "zh-CN",
    user: { name: "系统管理员" },
    links: SHELL_LINKS,
    onNavigate: () => {},
    onSwitchOrg: () => {},
    onThemeChange: () => {},
    onLangChange: () => {},
    onPersonalInfo: () => {},
    onChangePassword: () => {},
    onLogout: () => {},
    onOpenMobileMenu: () => {},
    onOpenSearch: () => {},
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Counts over 99 read 99+. */
export const CountsOver99: Story = { args: { counts: { approvals: 150, messages: 100 } } };
/** No approvals or messages: no badges. */
export const CountsZero: Story = { args: { counts: { approvals: 0, messages: 0 } } };
/** The validity date: it shows from 1280 px wide. */
export const ValidityDate1280: Story = { globals: { viewport: { value: "desktop" } } };
/** A superAdmin has no validity date: at 1280 px, where a date would show. */
export const NoValidity: Story = {
  globals: { viewport: { value: "desktop" } },
  args: { validUntil: null },
};
/** The booking-only version is labelled as such. */
export const BookingVersion: Story = { args: { orgVersion: "BOOKING" } };
/** One organisation: no switcher. */
export const SingleOrganisation: Story = { args: { orgs: [ORGS[0] as (typeof ORGS)[number]] } };
/** A long organisation name is cut with an ellipsis, its full name in the tooltip. */
export const LongOrganisationName: Story = { args: { orgName: LONG_ORG } };
/** The user menu, open. */
export const UserMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: /用户菜单/ }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole("menuitem", { name: "退出登录" }),
    ).toBeVisible();
  },
};
/** The theme colours by name, in English too (issue 24: they were Chinese only). */
export const ThemePickerEnglish: Story = {
  args: { title: "Forwarder Cloud" },
  globals: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Theme colour" }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole("menuitemradio", {
        name: /Klein blue/,
      }),
    ).toBeVisible();
  },
};

/** On a phone: the menu button and the essentials only. */
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
