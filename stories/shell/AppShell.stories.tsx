import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, userEvent, within } from "storybook/test";
import { useLang, useT } from "../../src/i18n";
import { commonMessages } from "../../src/i18n/messages/common";
import { localizeMenus } from "../../src/i18n/messages/menus";
import { ready } from "../../src/ui/loadable";
import { Spinner } from "../../src/ui/spinner";
import StatisticsChart from "../../src/ui/statistics-chart";
import { DashboardScreen } from "../../src/widgets/dashboard/DashboardScreen";
import { AppShell, type AppShellProps, preloadMenuSearch } from "../../src/widgets/shell/AppShell";
import {
  COMPANIES,
  FREQUENT as DASHBOARD_FREQUENT,
  NOTICES,
  statistics,
  TODAY,
} from "../dashboard/fixtures";
import { FREQUENT, LONG_ORG, MENUS, ORGS, SHELL_LINKS } from "./fixtures";

type ShellArgs = {
  approvals: number;
  messages: number;
  orgName: string;
  orgVersion: "FULL" | "BOOKING";
  privateDeployment: boolean;
  validUntil: string | null;
  frequent: typeof FREQUENT;
  activePath: string;
  mobileMenuOpen: boolean;
  searchOpen: boolean;
  searchQuery: string;
  hotMenuEditable: boolean;
  /** The menus are still loading: sidebar placeholders and a page spinner. */
  loadingMenus?: boolean;
};

function Shell(args: ShellArgs) {
  const lang = useLang();
  const tc = useT(commonMessages);
  const [mobileOpen, setMobileOpen] = React.useState(args.mobileMenuOpen);
  const [searchOpen, setSearchOpen] = React.useState(args.searchOpen);
  const [theme, setTheme] = React.useState("#002FA7");
  const props: AppShellProps = {
    // The product's name from the catalogue, as the app's shell takes it.
    title: tc("appTitle"),
    privateDeployment: args.privateDeployment,
    mobileMenuOpen: mobileOpen,
    onMobileMenuOpenChange: setMobileOpen,
    search: {
      open: searchOpen,
      onOpenChange: setSearchOpen,
      onChoose: () => {},
      initialQuery: args.searchQuery,
    },
    sidebar: {
      menus: args.loadingMenus ? [] : localizeMenus(MENUS, lang),
      loading: Boolean(args.loadingMenus),
      frequent: args.loadingMenus ? [] : localizeMenus(args.frequent, lang),
      activePath: args.activePath,
      onNavigate: () => {},
      onOpenHotMenu: args.hotMenuEditable ? () => {} : undefined,
    },
    topBar: {
      orgName: args.orgName,
      orgVersion: args.orgVersion,
      validUntil: args.validUntil,
      counts: { approvals: args.approvals, messages: args.messages },
      orgs: ORGS,
      currentOrgId: 1,
      themeColor: theme,
      lang: "zh-CN",
      user: { name: "系统管理员" },
      links: SHELL_LINKS,
      onNavigate: () => {},
      onSwitchOrg: () => {},
      onThemeChange: setTheme,
      onLangChange: () => {},
      onPersonalInfo: () => {},
      onChangePassword: () => {},
      onLogout: () => {},
    },
    children: args.loadingMenus ? (
      <div className="grid min-h-[50dvh] place-items-center text-brand" role="status">
        <Spinner className="size-6" label="加载中" />
      </div>
    ) : (
      <DashboardScreen
        user={{ userCname: "系统管理员", orgName: args.orgName }}
        today={TODAY}
        privateDeployment={args.privateDeployment}
        bookingOnly={args.orgVersion === "BOOKING"}
        frequent={ready(args.frequent.length ? localizeMenus(DASHBOARD_FREQUENT, lang) : [])}
        notices={ready(NOTICES)}
        companies={ready(COMPANIES)}
        stats={ready(statistics())}
        statsScope="AE"
        guideHref="/tutorial?tab=guide"
        canOpenReport
        chart={StatisticsChart}
        onSearch={() => {}}
        onOpenTool={() => {}}
        onOpenMenu={() => {}}
        onOpenHotMenu={() => {}}
        onOpenNotice={() => {}}
        onCloseNotice={() => {}}
        onScopeChange={() => {}}
        onMore={() => {}}
        onNavigate={() => {}}
        onRetry={() => {}}
        onTourEnd={() => {}}
      />
    ),
  };
  return <AppShell {...props} />;
}

const meta = {
  title: "Shell/AppShell",
  component: Shell,
  parameters: { layout: "fullscreen" },
  // The search dialog loads apart from the shell; stories show it loaded.
  loaders: [
    async () => {
      await preloadMenuSearch();
      return {};
    },
  ],
  args: {
    approvals: 7,
    messages: 12,
    orgName: "上海演示国际货运代理有限公司",
    orgVersion: "FULL",
    privateDeployment: false,
    validUntil: "2027-11-22",
    frequent: FREQUENT,
    activePath: "/af_airport",
    mobileMenuOpen: false,
    searchOpen: false,
    searchQuery: "",
    hotMenuEditable: true,
  },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CountersZero: Story = { args: { approvals: 0, messages: 0 } };
export const CountersSeven: Story = { args: { approvals: 7, messages: 0 } };
export const CountersOver99: Story = { args: { approvals: 120, messages: 120 } };
export const LongOrganisationName: Story = { args: { orgName: LONG_ORG } };
export const PrivateDeployment: Story = { args: { privateDeployment: true } };
export const BookingOnlyTenant: Story = {
  args: { orgVersion: "BOOKING", hotMenuEditable: false, frequent: [] },
};
/** The validity date, beside the organisation: it shows from 1280 px wide. */
export const Desktop1280: Story = { globals: { viewport: { value: "desktop" } } };
/** A superAdmin has no validity date: at 1280 px, where a date would show. */
export const SuperAdminNoValidity: Story = {
  globals: { viewport: { value: "desktop" } },
  args: { validUntil: null },
};
export const NoFrequentMenus: Story = { args: { frequent: [] } };

/** The frame while the menus load: it is the first paint of a signed-in page. */
export const LoadingMenus: Story = { args: { loadingMenus: true } };
export const LoadingMenusPhone: Story = {
  globals: { viewport: { value: "phone" } },
  args: { loadingMenus: true },
};

export const MobileMenuClosed: Story = { globals: { viewport: { value: "phone" } } };
/** The phone drawer: the menu search without the Ctrl K hint, no keyboard to press it (issue 35). */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: "phone" } },
  args: { mobileMenuOpen: true },
  play: async () => {
    const drawer = await within(document.body).findByRole("dialog");
    await expect(within(drawer).getByRole("button", { name: /搜索菜单/ })).toBeVisible();
    await expect(within(drawer).queryByText("Ctrl K")).toBeNull();
  },
};

export const MenuSearchResults: Story = { args: { searchOpen: true, searchQuery: "订单" } };
export const MenuSearchNoResults: Story = {
  args: { searchOpen: true, searchQuery: "不存在的菜单" },
};

export const OrgSwitcherOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: /切换公司/ }));
    await expect(
      await within(document.body).findByRole("menuitemradio", { name: ORGS[1]?.orgName ?? "" }),
    ).toBeVisible();
  },
};

export const ThemePickerOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "主题色" }));
    await expect(
      await within(document.body).findByRole("menuitemradio", { name: /克莱因蓝/ }),
    ).toBeVisible();
  },
};

export const UserMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: /用户菜单/ }));
    await expect(
      await within(document.body).findByRole("menuitem", { name: "退出登录" }),
    ).toBeVisible();
  },
};

/** The whole shell in English, the product's name in the sidebar too (the app reads it from the catalogue). */
export const English: Story = { globals: { locale: "en-US" } };
