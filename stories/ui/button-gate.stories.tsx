import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../../src/ui/button";
import { ButtonInfoProvider, IfButton } from "../../src/ui/button-gate";

/** A button renders only when its identifier is in the caller's buttonInfo. */
function Toolbar({ buttons }: { buttons: string[] }) {
  return (
    <ButtonInfoProvider buttons={buttons}>
      <div className="flex gap-2">
        <Button variant="outline">查看</Button>
        <IfButton id="af_order_add">
          <Button>新增订单</Button>
        </IfButton>
        <IfButton id="af_order_export">
          <Button variant="secondary">导出</Button>
        </IfButton>
      </div>
    </ButtonInfoProvider>
  );
}

const meta = { title: "UI/ButtonGate", component: Toolbar } satisfies Meta<typeof Toolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllPermitted: Story = { args: { buttons: ["af_order_add", "af_order_export"] } };
export const AddOnly: Story = { args: { buttons: ["af_order_add"] } };
export const NonePermitted: Story = { args: { buttons: [] } };
