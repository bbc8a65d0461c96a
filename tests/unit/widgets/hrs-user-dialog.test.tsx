import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LangProvider } from "../../../src/i18n";
import { UserDialog, type UserDialogProps } from "../../../src/widgets/hrs-user/UserDialog";
import { DEPTS, ROLES, USERS } from "../../../stories/hrs-user/fixtures";

afterEach(cleanup);

const user = USERS.find((u) => u.deptId !== null && u.roleId !== null) ?? USERS[0];

function dialog(lists: Pick<UserDialogProps, "roles" | "depts">, onSubmit = vi.fn()) {
  return (
    <LangProvider lang="zh-CN">
      <UserDialog open user={user ?? null} onSubmit={onSubmit} onClose={vi.fn()} {...lists} />
    </LangProvider>
  );
}

describe("UserDialog", () => {
  it("keeps the user's role and department when their lists arrive after it opened", async () => {
    const onSubmit = vi.fn();
    const { rerender } = render(dialog({ roles: [], depts: [] }, onSubmit));
    rerender(dialog({ roles: ROLES, depts: DEPTS }, onSubmit));
    const role = screen.getByRole("combobox", { name: /角色/ });
    const dept = screen.getByRole("combobox", { name: "部门" });
    const roleName = ROLES.find((r) => r.roleId === user?.roleId)?.name ?? "?";
    const deptName = DEPTS.find((d) => d.deptId === user?.deptId)?.name ?? "?";
    await waitFor(() => expect(dept.textContent).toBe(deptName));
    expect(role.textContent).toBe(roleName);
    // Saved untouched, the user keeps both (they were sent as none before).
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      roleId: user?.roleId,
      deptId: user?.deptId,
    });
  });
});
