import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { WaybillList } from "../../src/widgets/waybill/WaybillList";
import { savedList } from "./fixtures";

const meta = {
  title: "Waybill/WaybillList",
  component: WaybillList,
  parameters: { layout: "padded" },
  globals: { viewport: { value: "desktop" } },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
  args: { items: savedList, selectedId: 3, onSelect: () => {} },
} satisfies Meta<typeof WaybillList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three saved waybills, the newest one open in the form. */
export const Selected: Story = {};

/** Saved waybills with none open. */
export const NoneSelected: Story = { args: { selectedId: null } };

/** No saved waybills yet. */
export const Empty: Story = { args: { items: [], selectedId: null } };

/** A filter that matches nothing says so, naming the filter (the saved waybills are still there). */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox"), "ZZZ");
    await expect(canvas.queryAllByRole("listitem")).toHaveLength(0);
    // Guards the fix for the list claiming "no saved waybills" when only the filter hid them.
    await expect(canvas.getByText("没有与“ZZZ”匹配的分单")).toBeVisible();
  },
};

/** A very long consignee name is cut to one line. */
export const LongConsignee: Story = {
  args: {
    items: savedList.map((w) =>
      w.id === 3
        ? {
            ...w,
            consigneeName:
              "ACME TRADING LLC DBA ACME INTERNATIONAL HOME AND GARDEN SUPPLY DISTRIBUTION CENTER",
          }
        : w,
    ),
  },
};

/** The list in English, times in the English format. */
export const English: Story = {
  globals: { locale: "en-US", viewport: { value: "desktop" } },
};

/** Full width on a 375 px phone. */
export const Phone: Story = {
  decorators: [(Story) => <Story />],
  globals: { viewport: { value: "phone" } },
};
