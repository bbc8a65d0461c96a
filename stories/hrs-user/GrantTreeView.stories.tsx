import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { GrantTreeView } from "../../src/widgets/hrs-user/GrantTreeView";
import { buildGrantTree } from "../../src/widgets/hrs-user/grant-tree";
import { TREE } from "./fixtures";

const tree = buildGrantTree(TREE);

/** Live: ticking follows the editor's rules (a button ticks its menu, a menu unticked clears its buttons). */
function Live({ initial }: { initial: number[] }) {
  const [checked, setChecked] = React.useState<ReadonlySet<number>>(() => new Set(initial));
  return (
    <div className="max-w-3xl p-4">
      <GrantTreeView tree={tree} checked={checked} onChange={setChecked} />
    </div>
  );
}

/** The role editor's menu tree with each leaf's button identifiers. */
const meta = {
  title: "HrsUser/GrantTreeView",
  component: Live,
  args: { initial: [] },
} satisfies Meta<typeof Live>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Nothing: Story = {};
/** Part of a group: the group shows "some" and opens. */
export const Partial: Story = { args: { initial: [200, 201, 206] } };
export const Everything: Story = { args: { initial: TREE.map((n) => n.id) } };
export const English: Story = { args: { initial: [200, 201] }, globals: { locale: "en-US" } };
