import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Button } from "../../src/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../src/ui/dropdown-menu";

function Demo() {
  return (
    <div className="flex justify-center p-6">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">更多操作</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuLabel>排序</DropdownMenuLabel>
          <DropdownMenuRadioGroup value="time">
            <DropdownMenuRadioItem value="time">按时间</DropdownMenuRadioItem>
            <DropdownMenuRadioItem value="code">按订单号</DropdownMenuRadioItem>
          </DropdownMenuRadioGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem>导出 Excel</DropdownMenuItem>
          <DropdownMenuItem disabled>批量打印（无权限）</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

const meta = { title: "UI/DropdownMenu", component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "更多操作" }));
    await expect(
      await within(document.body).findByRole("menuitem", { name: "导出 Excel" }),
    ).toBeVisible();
  },
};
