import type { Meta, StoryObj } from "@storybook/react-vite";
import { GearIcon } from "../../src/ui/gear-icon";

/** The settings gear of the frequent menus: decorative, in the colour of the text around it. */
const meta = {
  title: "UI/GearIcon",
  component: GearIcon,
  decorators: [
    (Story) => (
      <span className="inline-flex items-center gap-2 p-4 text-sm text-neutral-700">
        <Story />
        常用菜单
      </span>
    ),
  ],
} satisfies Meta<typeof GearIcon>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
