import { inflateRawSync } from "node:zlib";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { defaultPersonalSettings } from "../../src/domain/personal-settings-defaults.ts";
import { choose, launch, newPage } from "./browser.ts";
import { apiLogin, DEMO_PASSWORD, finishTour, signInTo } from "./sign-in.ts";

/**
 * The order workspace end to end (issue 19), as 李强 (staff, phone login) whose settings say two
 * weight digits and default station PVG: create an AE order, edit it, meet a conflict from a
 * second tab, upload a photo the share page then shows, export the selected row, lock it, apply
 * to unlock, the administrator approves in /notification, and the order is editable again. The
 * dashboard's AE count for today includes it; the partner sees no order list.
 */

let browser: Browser;
const baseUrl = inject("baseUrl");
const STAFF = "0|13800000001|DEMO";
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

type Envelope<T> = { code: number; messageInfo: string; data: T };

async function call<T>(token: string, path: string, init: RequestInit = {}): Promise<Envelope<T>> {
  const res = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body ? { "content-type": "application/json" } : {}),
      ...init.headers,
    },
  });
  return (await res.json()) as Envelope<T>;
}

/** The staff member's settings: two weight digits for AE, PVG, today, the list in this tab. */
async function setSettings(token: string, userId: number): Promise<void> {
  const extend = await call<Record<string, unknown>>(token, "/hrs/user/getHrsUserExtend");
  const user = await call<Record<string, unknown>>(token, `/hrs/user/${userId}`);
  const loaded: Record<string, unknown> = { ...user.data, ...extend.data };
  // Every field as saved, with the choices below; 李强 has no e-mail yet and must give one.
  const defaults = defaultPersonalSettings({ userId });
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(defaults)) body[key] = loaded[key] ?? value;
  Object.assign(body, {
    version: extend.data.version,
    mailVerifyCode: "",
    userEmail: loaded.userEmail || "liqiang.orders@demo.example",
    orderAeDigitsWeight: 2,
    orderAeDefaultStation: "pvg",
    orderAeDefaultDate: "TODAY",
    orderEditNewPage: false,
    orderSaveClosePage: false,
    personalAeLockPageLockStatus: "2",
  });
  const saved = await call(token, "/hrs/user/editPersonal", {
    method: "PUT",
    body: JSON.stringify(body),
  });
  expect(saved.code, saved.messageInfo).toBe(0);
}

async function aeToday(token: string): Promise<number> {
  const stats = await call<{ rows: { business_scope: string; type: string; num_0: number }[] }>(
    token,
    "/afbase/aforder/statistics",
  );
  const row = stats.data.rows.find((r) => r.business_scope === "AE" && r.type === "票数");
  return row?.num_0 ?? 0;
}

/** The entries of a zip file (an .xlsx) by name, inflated. */
function unzip(bytes: Buffer): Map<string, string> {
  const out = new Map<string, string>();
  let at = 0;
  while (bytes.readUInt32LE(at) === 0x04034b50) {
    const method = bytes.readUInt16LE(at + 8);
    let size = bytes.readUInt32LE(at + 18);
    const nameLength = bytes.readUInt16LE(at + 26);
    const extra = bytes.readUInt16LE(at + 28);
    const name = bytes.subarray(at + 30, at + 30 + nameLength).toString("utf8");
    const start = at + 30 + nameLength + extra;
    const flags = bytes.readUInt16LE(at + 6);
    if (flags & 0x08 && size === 0) {
      // Sizes follow the data (a streamed zip): find the data descriptor.
      let end = start;
      while (bytes.readUInt32LE(end) !== 0x08074b50) end++;
      size = end - start;
      const data = bytes.subarray(start, start + size);
      out.set(name, (method === 8 ? inflateRawSync(data) : data).toString("utf8"));
      at = end + 16;
      continue;
    }
    const data = bytes.subarray(start, start + size);
    out.set(name, (method === 8 ? inflateRawSync(data) : data).toString("utf8"));
    at = start + size;
  }
  return out;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

beforeAll(async () => {
  browser = await launch();
  await finishTour(STAFF);
  await finishTour("2|admin|DEMO");
});
afterAll(() => browser?.close());

it("a staff member creates, edits, shares, exports, locks and (after approval) edits an AE order", async () => {
  const login = await fetch(`${baseUrl}/auth/oauth/token`, {
    method: "POST",
    body: new URLSearchParams({ grant_type: "password", username: STAFF, password: DEMO_PASSWORD }),
  });
  const me = ((await login.json()) as Envelope<{ access_token: string; userId: number }>).data;
  const token = me.access_token;
  const admin = await apiLogin("2|admin|DEMO");
  await setSettings(token, me.userId);
  const countBefore = await aeToday(admin);

  const { context, page } = await newPage(browser);
  await signInTo(page, "/af_order", "手机号", "13800000001");
  await page.getByRole("button", { name: "新建" }).click();
  await page.waitForURL(/\/order_page\?scope=AE/);

  // Defaults from the settings: the station upper-cased, today's date.
  await expect.poll(() => field(page, "起运港").inputValue()).toBe("PVG");
  expect(await field(page, "业务日期").inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  await field(page, "客户名称").fill("E2E 测试客户");
  await field(page, "预报件数").fill("3");
  await field(page, "预报毛重").fill("1234.5");
  await field(page, "目的港").fill("lax");
  await page.getByRole("button", { name: "保存", exact: true }).click();
  await page.waitForURL(/\/order_page\?uuid=/);
  const uuid = new URL(page.url()).searchParams.get("uuid") ?? "";
  const detail = await call<{ orderCode: string; version: number }>(token, `/afbase/order/${uuid}`);
  const code = detail.data.orderCode;
  expect(code).toMatch(/^AE\d{7}$/);
  // The weight with the user's two digits.
  await page.getByText("1,234.50").first().waitFor();

  // An edit saves.
  await field(page, "客户名称").fill("E2E 测试客户（改）");
  await page.getByRole("button", { name: "保存", exact: true }).click();
  await page.getByText("保存成功").first().waitFor();

  // A second tab saves first: this tab's save meets the conflict and overwrites nothing.
  const second = await context.newPage();
  await second.goto(page.url());
  await field(second, "客户名称").fill("第二个标签页");
  await second.getByRole("button", { name: "保存", exact: true }).click();
  await second.getByText("保存成功").first().waitFor();
  await field(page, "客户名称").fill("第一个标签页");
  await page.getByRole("button", { name: "保存", exact: true }).click();
  await page.getByText("订单已被他人修改，请刷新后重试").first().waitFor();
  const kept = await call<{ fields: { customerName: string } }>(token, `/afbase/order/${uuid}`);
  expect(kept.data.fields.customerName).toBe("第二个标签页");
  await second.close();
  await page.getByRole("button", { name: "重新加载" }).click();
  await expect.poll(() => field(page, "客户名称").inputValue()).toBe("第二个标签页");

  // A photo: uploaded here, shown on the order's share page.
  await choose(page, "附件类型", "照片");
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "选择要上传的文件" }).click();
  await (await chooser).setFiles({
    name: "货物.png",
    mimeType: "image/png",
    buffer: PNG,
  });
  await page.getByText("货物.png 已上传").first().waitFor();

  // A tracking event kept by staff: saved on the order page, shown on the share page at once.
  await page.getByRole("tab", { name: /跟踪事件/ }).click();
  await page.getByRole("button", { name: "添加一行" }).click();
  await page.getByRole("textbox", { name: "状态代码 1" }).fill("dep");
  await page.getByRole("textbox", { name: "地点 1" }).fill("PVG 东区货站E2E");
  await page.getByRole("textbox", { name: "发生时间 1" }).fill("2026-11-26 10:00");
  await page.getByRole("button", { name: "保存跟踪信息" }).click();
  await expect
    .poll(
      async () =>
        (await call<{ events: unknown[] }>(token, `/afbase/order/${uuid}/tracks`)).data.events
          .length,
    )
    .toBe(1);
  const link = await call<{ url: string }>(admin, "/afbase/orderShare/links", {
    method: "POST",
    body: JSON.stringify({ orderCode: code }),
  });
  expect(link.code, link.messageInfo).toBe(0);
  const customer = await newPage(browser, { phone: true });
  const shared = new URL(link.data.url);
  await customer.page.goto(`${baseUrl}${shared.pathname}${shared.search}`);
  await customer.page.getByRole("img", { name: /货物/ }).first().waitFor();
  await customer.page
    .getByText(/东区货站E2E/)
    .first()
    .waitFor();
  await customer.context.close();

  // Export the selected row: the sheet holds exactly it.
  await page.goto(`${baseUrl}/af_order`);
  await page.getByRole("checkbox", { name: `选择订单 ${code}` }).check();
  await page.getByRole("button", { name: "导出", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "导出订单" });
  await dialog.getByRole("radio", { name: /选中的订单/ }).check();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: "导出", exact: true }).click(),
  ]);
  const file = Buffer.from(
    await new Response(
      (await download.createReadStream()) as unknown as ReadableStream,
    ).arrayBuffer(),
  );
  const sheets = unzip(file);
  const xml = [...sheets.entries()]
    .filter(([name]) => name.startsWith("xl/"))
    .map(([, text]) => text)
    .join("");
  expect(xml).toContain(code);
  // One header row and one data row.
  const sheet = sheets.get("xl/worksheets/sheet1.xml") ?? "";
  expect(sheet.match(/<row /g)?.length).toBe(2);

  // Lock it; apply to unlock; the administrator approves; it is editable again.
  await page.goto(`${baseUrl}/order_page?uuid=${uuid}`);
  await page.getByRole("button", { name: "锁定", exact: true }).click();
  await page.getByText("订单已锁定，不能修改").first().waitFor();
  await page.getByRole("button", { name: "申请解锁" }).click();
  const unlock = page.getByRole("dialog", { name: "申请解锁" });
  await unlock.getByLabel("申请原因").fill("更正毛重");
  await unlock.getByRole("button", { name: "提交申请" }).click();
  await page.getByText("已提交解锁申请，请等待审批").first().waitFor();

  const approver = await newPage(browser);
  await signInTo(approver.page, "/notification");
  await approver.page.getByRole("button", { name: new RegExp(`^通过“解锁申请：${code}`) }).click();
  await approver.page.getByText("操作成功").first().waitFor();
  await approver.context.close();

  await page.reload();
  await field(page, "客户名称").waitFor();
  expect(await page.getByText("订单已锁定，不能修改").count()).toBe(0);
  await field(page, "客户名称").fill("解锁后修改");
  await page.getByRole("button", { name: "保存", exact: true }).click();
  await page.getByText("保存成功").first().waitFor();
  await context.close();

  // The dashboard's AE column for today counts it.
  expect(await aeToday(admin)).toBe(countBefore + 1);
});

it("the partner sees no order list and no order buttons", async () => {
  const partner = await apiLogin("1|partner@demo.example|DEMO");
  const list = await fetch(`${baseUrl}/afbase/order/page?businessScope=AE`, {
    headers: { authorization: `Bearer ${partner}` },
  });
  expect(list.status).toBe(403);
  const buttons = await call<string[]>(partner, "/hrs/permission/getButtonInfo");
  expect(buttons.data.filter((b) => b.includes("_order_"))).toEqual([]);
});
