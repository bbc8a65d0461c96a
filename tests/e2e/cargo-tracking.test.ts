import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { mawb } from "../../src/domain/demo/orders.ts";
import { launch, newPage } from "./browser.ts";
import { finishTour, signInTo } from "./sign-in.ts";

let browser: Browser;
const baseUrl = inject("baseUrl");

beforeAll(async () => {
  browser = await launch();
  await finishTour("2|admin|DEMO");
});
afterAll(() => browser?.close());

it("the tracking tile opens /newCargoTracking; a seeded order's AWB opens both dialogs with its events; a 176 number links to Emirates", async () => {
  const { context, page } = await newPage(browser);
  await signInTo(page, "/login");
  await page
    .getByRole("region", { name: "快捷工具" })
    .getByRole("link", { name: "货物追踪" })
    .click();
  await page.waitForURL(`${baseUrl}/newCargoTracking`);
  await page.getByRole("heading", { name: "货物追踪" }).waitFor();

  const awb = mawb("784", 5512340);
  await page.getByRole("textbox", { name: "单号" }).fill(`${awb}\n176-12345675`);
  await page.getByRole("button", { name: "追踪" }).click();
  const results = page.getByRole("region", { name: "追踪结果" });
  await results.getByText("AE2500001").waitFor();
  await expect.poll(() => results.textContent()).toContain("已起飞");

  await results.getByRole("button", { name: "航线轨迹" }).click();
  const route = page.getByRole("dialog", { name: `航线轨迹 ${awb}` });
  await route.waitFor();
  await expect.poll(() => route.textContent()).toContain("舱位不足，50件拉货改配次日 CZ307 航班");
  await expect.poll(() => route.textContent()).toContain("CZ3524");
  await route.getByRole("button", { name: "关闭" }).first().click();
  await route.waitFor({ state: "detached" });

  await results.getByRole("button", { name: "舱单详情" }).click();
  const manifest = page.getByRole("dialog", { name: `舱单详情 ${awb}` });
  await manifest.waitFor();
  for (const remark of ["预配舱单已申报", "运抵报告已接收", "海关已放行"]) {
    await expect.poll(() => manifest.textContent()).toContain(remark);
  }
  await expect.poll(() => manifest.textContent()).toContain("SHA25110003");
  await manifest.getByRole("button", { name: "关闭" }).first().click();

  const emirates = results.getByRole("link", { name: "前往阿联酋航空官网追踪" });
  expect(await emirates.getAttribute("href")).toContain("skycargo.com");
  await context.close();
});
