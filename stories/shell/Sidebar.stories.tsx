import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Sidebar } from "../../src/widgets/shell/Sidebar";
import { FREQUENT, MENUS } from "./fixtures";

/** The sidebar alone: brand, menu search, frequent menus and the permitted menu tree. */
const meta = {
  title: "Shell/Sidebar",
  component: Sidebar,
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      <div className="h-[900px] w-60">
        <Story />
      </div>
    ),
  ],
  args: {
    title: "货代云平台",
    hideBrand: false,
    menus: MENUS,
    frequent: FREQUENT,
    activePath: "/af_airport",
    onNavigate: () => {},
    onOpenHotMenu: () => {},
    onOpenSearch: () => {},
  },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The active page's branch is open and its item marked. */
export const ActiveItem: Story = {};
/** An active frequent menu is marked in both places. */
export const ActiveFrequent: Story = { args: { activePath: "/af_order" } };
/** No frequent menus yet: a hint instead of the list. */
export const NoFrequentMenus: Story = { args: { frequent: [] } };
/** Booking-only tenants cannot edit hot menus: no gear. */
export const NoHotMenuEditor: Story = { args: { onOpenHotMenu: undefined } };
/** Private deployments show no brand. */
/** No brand and no empty row where it was: the menu search starts at the top. */
export const PrivateDeployment: Story = {
  args: { hideBrand: true },
  play: async ({ canvasElement }) => {
    const sidebar = canvasElement.querySelector<HTMLElement>('[data-slot="sidebar"]');
    const search = within(canvasElement).getByRole("button", { name: /搜索菜单/ });
    const gap = search.getBoundingClientRect().top - (sidebar?.getBoundingClientRect().top ?? 0);
    await expect(gap).toBeLessThanOrEqual(12);
  },
};
/** While the menus load: placeholders, not yet a navigation. */
export const Loading: Story = { args: { loading: true, menus: [], frequent: [] } };
