import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  SMTP_PASSWORD,
  SMTP_USER,
  type SmtpFixture,
  startSmtpFixture,
} from "../server/smtp-fixture.ts";
import { choose, launch, newPage } from "./browser.ts";
import { apiLogin, signInTo } from "./sign-in.ts";

/**
 * The personal settings dialog against the production server. The settings of staff@demo are
 * changed here; the page language is put back afterwards, since other files sign in as staff
 * too and expect Chinese.
 */
let browser: Browser;
let smtp: SmtpFixture;
const baseUrl = inject("baseUrl");
const STAFF = "1|staff@demo.example|DEMO";

beforeAll(async () => {
  [browser, smtp] = await Promise.all([launch(), startSmtpFixture()]);
  // The dashboard's first-visit tour would cover the dialog; this user has seen it.
  const token = await apiLogin(STAFF);
  await fetch(`${baseUrl}/hrs/userGuide/finish`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ name: "dashboard" }),
  });
});

afterAll(async () => {
  const token = await apiLogin(STAFF);
  await fetch(`${baseUrl}/hrs/user/paramText`, {
    method: "PUT",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ paramText: "zh-CN" }),
  });
  await Promise.all([browser?.close(), smtp?.close()]);
});

const signInAsStaff = (page: Page) => signInTo(page, "/login", "邮箱", "staff@demo.example");

async function openSettings(page: Page, lang: "zh" | "en" = "zh") {
  const names =
    lang === "zh"
      ? { menu: /用户菜单/, item: "个人信息", dialog: "个人信息设置" }
      : { menu: /User menu/, item: "Personal info", dialog: "Personal settings" };
  await page.getByRole("button", { name: names.menu }).click();
  await page.getByRole("menuitem", { name: names.item }).click();
  const dialog = page.getByRole("dialog", { name: names.dialog });
  await dialog.waitFor();
  return dialog;
}

describe("personal settings", () => {
  it("saves changes that are still there after a reload", async () => {
    const { context, page } = await newPage(browser);
    await signInAsStaff(page);
    const dialog = await openSettings(page);
    // Loaded from the server: the e-mail is set and shown read-only.
    await expect
      .poll(() => dialog.getByLabel("邮箱", { exact: true }).inputValue())
      .toBe("staff@demo.example");
    await dialog.getByLabel("英文名").fill("Zhang Min");
    await dialog.getByLabel("手机号").fill("139 0000 0042");
    await choose(dialog, "区号", "+852 中国香港");
    await dialog.getByLabel("AE 空运出口 重量位数").fill("0");
    await dialog.getByLabel("SE 海运出口 默认站点").fill("cnsha");
    await choose(dialog, "TI 铁路进口 锁定状态", "已锁定");
    await dialog.getByRole("radiogroup", { name: "订单在新页面打开" }).getByText("是").click();
    await dialog.getByRole("button", { name: /默认抄送人/ }).click();
    await dialog.getByRole("button", { name: "账单" }).click();
    await page.getByRole("menuitemcheckbox", { name: /系统管理员/ }).click();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "确认" }).click();
    await page.getByText("操作成功").waitFor();
    await dialog.waitFor({ state: "detached" });

    await page.reload();
    const again = await openSettings(page);
    await expect.poll(() => again.getByLabel("英文名").inputValue()).toBe("Zhang Min");
    expect(await again.getByLabel("手机号").inputValue()).toBe("139 0000 0042");
    expect(await again.getByRole("combobox", { name: "区号" }).textContent()).toBe("+852 中国香港");
    expect(await again.getByLabel("AE 空运出口 重量位数").inputValue()).toBe("0");
    expect(await again.getByLabel("SE 海运出口 默认站点").inputValue()).toBe("CNSHA");
    expect(await again.getByRole("combobox", { name: "TI 铁路进口 锁定状态" }).textContent()).toBe(
      "已锁定",
    );
    expect(
      await again
        .getByRole("radiogroup", { name: "订单在新页面打开" })
        .getByRole("radio", { name: "是" })
        .isChecked(),
    ).toBe(true);
    await again.getByRole("button", { name: /默认抄送人/ }).click();
    await again.getByRole("button", { name: "移除账单抄送人 系统管理员" }).waitFor();
    await context.close();
  });

  it("switches the whole shell to English when the page language is saved", async () => {
    const { context, page } = await newPage(browser);
    await signInAsStaff(page);
    await page.getByRole("navigation", { name: "主导航" }).waitFor();
    const dialog = await openSettings(page);
    await expect.poll(() => dialog.getByLabel("英文名").inputValue()).not.toBe("");
    await choose(dialog, "页面语言", "English");
    await page.getByRole("button", { name: "确认" }).click();
    await dialog.waitFor({ state: "detached" });
    // The shell speaks English at once, without a reload…
    await page.getByRole("navigation", { name: "Main navigation" }).waitFor();
    await page.getByRole("button", { name: /User menu/ }).waitFor();
    // …and after one, because the server keeps the choice.
    await page.evaluate(() => localStorage.removeItem("pageLanguage"));
    await page.reload();
    await page.getByRole("navigation", { name: "Main navigation" }).waitFor();

    const english = await openSettings(page, "en");
    await expect.poll(() => english.getByLabel("English name").inputValue()).not.toBe("");
    await choose(english, "Page language", "简体中文");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("navigation", { name: "主导航" }).waitFor();
    await context.close();
  });

  it("verifies the mail settings against a real SMTP server: wrong, then right password", async () => {
    const { context, page } = await newPage(browser);
    await signInAsStaff(page);
    const dialog = await openSettings(page);
    await expect.poll(() => dialog.getByLabel("英文名").inputValue()).not.toBe("");
    await dialog.getByRole("switch", { name: "邮件发送" }).click();
    await dialog.getByLabel("发件人").fill("张敏");
    await dialog.getByLabel("SMTP 服务器").fill(smtp.host);
    await dialog.getByLabel("端口").fill(String(smtp.port));
    await dialog.getByLabel("SMTP 用户名").fill(SMTP_USER);
    await dialog.getByLabel("密码", { exact: true }).fill("not-the-password");
    await dialog.getByRole("button", { name: "验证邮箱" }).click();
    await dialog.getByText("验证失败：用户名或密码错误").waitFor();

    await dialog.getByLabel("密码", { exact: true }).fill(SMTP_PASSWORD);
    // Editing the password hides the old answer.
    await expect.poll(() => dialog.getByText("验证失败：用户名或密码错误").count()).toBe(0);
    await dialog.getByRole("button", { name: "验证邮箱" }).click();
    await dialog.getByText("验证成功").waitFor();
    expect(smtp.logins.filter((u) => u === SMTP_USER).length).toBeGreaterThanOrEqual(2);

    // Saving mail settings asks for a new login; the password is never sent back.
    await page.getByRole("button", { name: "确认" }).click();
    await page.getByText("提示：邮箱信息修改后 需要重新登录系统才会生效").waitFor();
    const token = await page.evaluate(() => localStorage.getItem("access_token"));
    const extend = await fetch(`${baseUrl}/hrs/user/getHrsUserExtend`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const text = await extend.text();
    expect(text).not.toContain(SMTP_PASSWORD);
    expect(JSON.parse(text).data).toMatchObject({ mailValid: "1", mailPasswordSet: true });
    await context.close();
  });
});
