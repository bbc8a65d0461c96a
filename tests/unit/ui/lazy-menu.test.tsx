import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LazyMenu, type MenuKit } from "../../../src/ui/lazy-menu";

afterEach(cleanup);

function deferredKit() {
  let resolve: (kit: MenuKit) => void = () => {};
  const promise = new Promise<MenuKit>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function UserMenu({ kit, load }: { kit: MenuKit | null; load: () => Promise<MenuKit> }) {
  return (
    <LazyMenu
      kit={kit}
      load={load}
      triggerClassName="inline-flex"
      triggerLabel="用户菜单"
      trigger={<span>管</span>}
    >
      {({ DropdownMenuContent, DropdownMenuItem }) => (
        <DropdownMenuContent>
          <DropdownMenuItem>退出登录</DropdownMenuItem>
        </DropdownMenuContent>
      )}
    </LazyMenu>
  );
}

describe("LazyMenu", () => {
  it("before its code is here, shows a plain trigger of the same name that says it has a menu", () => {
    render(<UserMenu kit={null} load={vi.fn()} />);
    const trigger = screen.getByRole("button", { name: "用户菜单" });
    expect(trigger.getAttribute("aria-haspopup")).toBe("menu");
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("a press before the code is here loads it once, and the menu opens when it arrives", async () => {
    const kit = deferredKit();
    const load = vi.fn(() => kit.promise);
    const { rerender } = render(<UserMenu kit={null} load={load} />);
    const trigger = screen.getByRole("button", { name: "用户菜单" });
    fireEvent.keyDown(trigger, { key: "Enter" });
    fireEvent.click(trigger);
    expect(load).toHaveBeenCalledTimes(1);
    const loaded = await import("../../../src/ui/dropdown-menu");
    await act(async () => kit.resolve(loaded));
    rerender(<UserMenu kit={loaded} load={load} />);
    expect(await screen.findByRole("menuitem", { name: "退出登录" })).toBeTruthy();
  });

  it("with its code here and no press, draws the real trigger, closed", async () => {
    const loaded = await import("../../../src/ui/dropdown-menu");
    render(<UserMenu kit={loaded} load={vi.fn()} />);
    const trigger = screen.getByRole("button", { name: "用户菜单" });
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(trigger.getAttribute("data-state")).toBe("closed");
    expect(screen.queryByRole("menu")).toBeNull();
  });
});
