import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LangProvider } from "../../../src/i18n";
import { LoginScreen } from "../../../src/widgets/login/LoginScreen";

afterEach(cleanup);

function setup(lang: "zh-CN" | "en-US" = "zh-CN") {
  const onSubmit = vi.fn();
  render(
    <LangProvider lang={lang}>
      <LoginScreen onSubmit={onSubmit} />
    </LangProvider>,
  );
  return { onSubmit };
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("LoginScreen", () => {
  it("shows each required message and does not submit an empty form", () => {
    const { onSubmit } = setup();
    fireEvent.click(screen.getByRole("button", { name: "登录" }));
    expect(screen.getByText("请输入用户名")).toBeTruthy();
    expect(screen.getByText("请输入机构代码")).toBeTruthy();
    expect(screen.getByText("请输入密码")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits the parsed form with the org code upper-cased", () => {
    const { onSubmit } = setup();
    fill("用户名", " admin ");
    fill("机构代码", "demo");
    fill("密码", "Demo@2026");
    fireEvent.click(screen.getByRole("button", { name: "登录" }));
    expect(onSubmit).toHaveBeenCalledWith({
      type: 2,
      login: "admin",
      orgCode: "DEMO",
      password: "Demo@2026",
    });
  });

  it("checks the phone format once the phone type is chosen", () => {
    const { onSubmit } = setup();
    fireEvent.click(screen.getByRole("radio", { name: "手机号" }));
    fireEvent.change(screen.getByPlaceholderText("请输入手机号"), { target: { value: "12345" } });
    fill("机构代码", "DEMO");
    fill("密码", "x");
    fireEvent.click(screen.getByRole("button", { name: "登录" }));
    expect(screen.getByText("请输入正确的手机号")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("marks invalid fields for assistive technology", () => {
    setup();
    fireEvent.click(screen.getByRole("button", { name: "登录" }));
    const input = screen.getByLabelText("用户名");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const described = input.getAttribute("aria-describedby");
    expect(described && document.getElementById(described)?.textContent).toBe("请输入用户名");
  });

  it("reads in English", () => {
    setup("en-US");
    expect(screen.getByRole("heading", { name: "Sign in" })).toBeTruthy();
  });
});
