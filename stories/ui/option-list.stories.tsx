import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { OptionRow } from "../../src/ui/option-list";

/**
 * One option of the Combobox's and the StationPicker's lists (src/ui/option-list.tsx): the code,
 * the name with its detail, an optional tag; the active one tinted. Drawn inside a listbox as the
 * two pickers draw it.
 */
const meta = {
  title: "UI/OptionRow",
  component: OptionRow,
  args: {
    id: "option-0",
    active: false,
    selected: false,
    code: "PVG",
    codeClassName: "w-12 text-xs",
    label: "上海浦东",
    detail: "Shanghai Pudong",
    onHover: fn(),
    onPick: fn(),
  },
  decorators: [
    (Story) => (
      <div
        role="listbox"
        aria-label="始发港"
        className="w-80 rounded border border-neutral-200 bg-white py-1"
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OptionRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

/** The keyboard's or the pointer's current option: tinted, and picked by a press. */
export const Active: Story = {
  args: { active: true, selected: true },
  play: async ({ canvasElement, args }) => {
    const option = within(canvasElement).getByRole("option", { name: /上海浦东/ });
    await expect(option).toHaveAttribute("aria-selected", "true");
    await userEvent.pointer({ target: option, keys: "[MouseLeft>]" });
    await expect(args.onPick).toHaveBeenCalled();
  },
};

/** A long name is cut with an ellipsis; no detail. */
export const LongName: Story = {
  args: {
    code: "ZSPD",
    codeClassName: "w-14 text-xs",
    label: "上海浦东国际机场货运区西区第二航站楼货站",
    detail: null,
  },
};

/** A tag at the end (e.g. a station that is only a city). */
export const Tagged: Story = {
  args: { code: "SHA", label: "上海", detail: "Shanghai", tag: "城市" },
};
