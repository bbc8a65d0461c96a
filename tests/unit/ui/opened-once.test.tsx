import { act, cleanup, fireEvent, render, renderHook, screen } from "@testing-library/react";
import * as React from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Dialog, DialogContent, DialogTrigger } from "../../../src/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../../../src/ui/dropdown-menu";
import { useOpenedOnce } from "../../../src/ui/opened-once";
import { useId } from "../../../src/ui/radix-id";

afterEach(cleanup);

/** Radix's content parts carry these; a closed popup that never opened has none of them. */
const radixParts = () => document.querySelectorAll("[data-state]").length;

describe("useOpenedOnce", () => {
  it("is false until the first opening, then stays true", () => {
    const { result, rerender } = renderHook(({ open }) => useOpenedOnce(open), {
      initialProps: { open: false },
    });
    expect(result.current).toBe(false);
    rerender({ open: true });
    expect(result.current).toBe(true);
    rerender({ open: false });
    expect(result.current).toBe(true);
  });

  it("is true from the start for a popup that starts open", () => {
    const { result } = renderHook(() => useOpenedOnce(true));
    expect(result.current).toBe(true);
  });
});

describe("Dialog", () => {
  function Controlled({ open }: { open: boolean }) {
    return (
      <Dialog open={open} onOpenChange={() => {}}>
        <DialogContent title="公告">正文</DialogContent>
      </Dialog>
    );
  }

  it("mounts nothing of a closed dialog that never opened", () => {
    render(<Controlled open={false} />);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(radixParts()).toBe(0);
  });

  it("shows its content when opened, and hides it again when closed", () => {
    const { rerender } = render(<Controlled open={false} />);
    rerender(<Controlled open />);
    expect(screen.getByRole("dialog", { name: "公告" })).toBeTruthy();
    expect(screen.getByText("正文")).toBeTruthy();
    rerender(<Controlled open={false} />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens an uncontrolled dialog from its trigger", () => {
    render(
      <Dialog>
        <DialogTrigger>打开</DialogTrigger>
        <DialogContent title="名片">联系方式</DialogContent>
      </Dialog>,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => {
      fireEvent.click(screen.getByRole("button", { name: "打开" }));
    });
    expect(screen.getByRole("dialog", { name: "名片" })).toBeTruthy();
  });
});

describe("DropdownMenu", () => {
  it("mounts no menu content until the first opening", () => {
    function Menu({ open }: { open: boolean }) {
      return (
        <DropdownMenu open={open} onOpenChange={() => {}}>
          <DropdownMenuTrigger>用户</DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuItem>退出登录</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      );
    }
    const { rerender } = render(<Menu open={false} />);
    expect(screen.queryByRole("menu")).toBeNull();
    rerender(<Menu open />);
    expect(screen.getByRole("menuitem", { name: "退出登录" })).toBeTruthy();
  });
});

describe("Radix's id for React 18+", () => {
  it("is React's own id with Radix's prefix, or the id given", () => {
    const { result } = renderHook(() => [useId(), useId("given"), React.useId()] as const);
    const [radix, given, reacts] = result.current;
    expect(radix.startsWith("radix-")).toBe(true);
    expect(radix).not.toBe(`radix-${reacts}`);
    expect(given).toBe("given");
  });

  it("keeps the same id across renders", () => {
    const { result, rerender } = renderHook(() => useId());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
