import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Lang } from "../../src/i18n";
import { localizeMenus } from "../../src/i18n/messages/menus";
import { flattenMenus } from "../../src/widgets/shell/types";
import { WelcomeScreen } from "../../src/widgets/shell/WelcomeScreen";
import { MENUS } from "./fixtures";

const groupsFor = (path: string, lang: Lang = "zh-CN") => {
  const root = localizeMenus(MENUS, lang).find((m) => m.path === path);
  if (!root) return [];
  const direct = (root.children ?? []).filter((c) => !(c.children ?? []).length);
  const nested = (root.children ?? []).filter((c) => (c.children ?? []).length > 0);
  return [
    { name: root.name, items: flattenMenus(direct) },
    ...nested.map((g) => ({ name: g.name, items: flattenMenus(g.children ?? []) })),
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

export const AirFreight: Story = {};
export const Sea: Story = { args: { family: "sc", groups: groupsFor("/sc") } };
export const Rail: Story = { args: { family: "tc", groups: groupsFor("/tc") } };
export const People: Story = { args: { family: "hrs", groups: groupsFor("/hrs") } };
export const Settlement: Story = { args: { family: "css", groups: groupsFor("/css") } };
export const Partners: Story = { args: { family: "prm", groups: [] } };
export const Manifest: Story = { args: { family: "os", groups: [] } };
export const NoPermittedMenus: Story = { args: { family: "hrs", groups: [] } };
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
export const English: Story = {
  args: { groups: groupsFor("/af", "en-US") },
  globals: { locale: "en-US" },
};
