import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, userEvent, within } from "storybook/test";
import * as menuKit from "../../src/ui/dropdown-menu";
import { LazyMenu, type MenuKit } from "../../src/ui/lazy-menu";

const TRIGGER =
  "inline-flex h-9 items-center gap-1.5 rounded px-2.5 text-sm text-neutral-700 hover:bg-neutral-100 data-[state=open]:bg-neutral-100";

/**
 * A top-bar menu whose code comes later (ui/lazy-menu.tsx): `arrives` says when — "never" keeps
 * the plain trigger, "now" starts with the code here, "on press" loads it when pressed.
 */
function Demo({ arrives }: { arrives: "never" | "now" | "on press" }) {
  const [kit, setKit] = React.useState<MenuKit | null>(arrives === "now" ? menuKit : null);
  const load = React.useCallback(
    () =>
      arrives === "never"
        ? new Promise<MenuKit>(() => {})
        : Promise.resolve(menuKit).then((m) => {
            setKit(m);
            return m;
          }),
    [arrives],
  );
  return (
    <div className="flex justify-end bg-white p-6">
      <LazyMenu
        kit={kit}
        load={load}
        triggerClassName={TRIGGER}
        trigger={
          <>
            <span
              className="grid size-7 place-items-center rounded-full bg-brand text-xs font-medium text-white"
              aria-hidden="true"
            >
              系
            </span>
            <span>系统管理员</span>
            <span className="sr-only">用户菜单</span>
          </>
        }
      >
        {({ DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator }) => (
          <DropdownMenuContent>
            <DropdownMenuItem>个人信息</DropdownMenuItem>
            <DropdownMenuItem>修改密码</DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem>退出登录</DropdownMenuItem>
          </DropdownMenuContent>
        )}
      </LazyMenu>
    </div>
  );
}

const meta = { title: "UI/LazyMenu", component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before its code is here: a plain button of the same look and name, announcing a menu. */
export const BeforeItsCode: Story = {
  args: { arrives: "never" },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: /用户菜单/ });
    await expect(trigger).toHaveAttribute("aria-haspopup", "menu");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  },
};

/** The code is here: Radix's trigger, closed (same pixels as before). */
export const Closed: Story = { args: { arrives: "now" } };

/** Pressed before its code was here: the code loads and the menu opens. */
export const OpenedByAnEarlyPress: Story = {
  args: { arrives: "on press" },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: /用户菜单/ }));
    await expect(
      await within(document.body).findByRole("menuitem", { name: "退出登录" }),
    ).toBeVisible();
  },
};
