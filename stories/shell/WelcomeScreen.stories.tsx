import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import type { Lang } from "../../src/i18n";
import { localizeMenus } from "../../src/i18n/messages/menus";
import { flattenMenus, type ShellMenu } from "../../src/widgets/shell/types";
import { WelcomeScreen } from "../../src/widgets/shell/WelcomeScreen";
import { MENUS } from "./fixtures";

/** The fixtures' pages that still show 功能暂未开放 (docs/routes.md marks them unDevelop). */
const NOT_OPEN = new Set([
  "/af_online_booking",
  "/af_price_search",
  "/lc_base_truck",
  "/css_report_receivable_age",
]);

/** The partner sub-system as a role holding all of it sees it: none of its pages is built. */
const PRM: ShellMenu = {
  id: 900,
  name: "合作伙伴管理",
  path: "/prm",
  children: [
    { id: 901, name: "合作伙伴", path: "/prm_coop" },
    { id: 902, name: "合作协议", path: "/prm_coop_agreement" },
    { id: 903, name: "询价代理", path: "/prm_inquiry_agent" },
    { id: 904, name: "合作伙伴对账", path: "/prm_coop_check" },
  ],
};

const groupsFor = (path: string, lang: Lang = "zh-CN") => {
  const root = localizeMenus([...MENUS, PRM], lang).find((m) => m.path === path);
  if (!root) return [];
  const items = (menus: ShellMenu[]) =>
    flattenMenus(menus).map((m) => ({ ...m, open: !NOT_OPEN.has(m.path) && path !== "/prm" }));
  const direct = (root.children ?? []).filter((c) => !(c.children ?? []).length);
  const nested = (root.children ?? []).filter((c) => (c.children ?? []).length > 0);
  return [
    { name: root.name, items: items(direct) },
    ...nested.map((g) => ({ name: g.name, items: items(g.children ?? []) })),
  ];
};

const meta = {
  title: "Shell/WelcomeScreen",
  component: WelcomeScreen,
  parameters: { layout: "fullscreen" },
  args: { family: "af", groups: groupsFor("/af"), onNavigate: () => {} },
} satisfies Meta<typeof WelcomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What works as tiles by name (no raw paths); what does not is listed apart, plainly. */
export const AirFreight: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: /^可用功能/ })).toHaveTextContent("7");
    await expect(canvas.queryByText("/af_order")).toBeNull();
    await expect(canvas.queryByRole("link", { name: /在线订舱/ })).toBeNull();
    const pending = within(canvas.getByRole("region", { name: /^尚未开放/ }));
    await expect(pending.getByText("在线订舱")).toBeVisible();
  },
};
export const Sea: Story = { args: { family: "sc", groups: groupsFor("/sc") } };
export const Rail: Story = { args: { family: "tc", groups: groupsFor("/tc") } };
export const People: Story = { args: { family: "hrs", groups: groupsFor("/hrs") } };
export const Settlement: Story = { args: { family: "css", groups: groupsFor("/css") } };
/** Issue 34: /prm advertised 可用功能 22, none of which opened: now 0, and the rest said plainly. */
export const Partners: Story = {
  args: { family: "prm", groups: groupsFor("/prm") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: /^可用功能/ })).toHaveTextContent("0");
    await expect(canvas.getByText("此子系统的功能尚未开放，敬请期待。")).toBeVisible();
    await expect(canvas.queryAllByRole("link")).toHaveLength(0);
    await expect(canvas.getByText("合作协议")).toBeVisible();
  },
};
export const Manifest: Story = { args: { family: "os", groups: [] } };
export const NoPermittedMenus: Story = { args: { family: "hrs", groups: [] } };
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
export const English: Story = {
  args: { groups: groupsFor("/af", "en-US") },
  globals: { locale: "en-US" },
};
