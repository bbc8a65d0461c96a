import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { launch, newPage } from "./browser.ts";
import { finishTour, signInTo } from "./sign-in.ts";

let browser: Browser;
const baseUrl = inject("baseUrl");

beforeAll(async () => {
  browser = await launch();
  await finishTour("2|admin|DEMO");
});
afterAll(() => browser?.close());

it("the dashboard's airport tile opens the lookup, which finds Pudong by 浦东 and by pvg", async () => {
  const { context, page } = await newPage(browser);
  await signInTo(page, "/login");
  await page
    .getByRole("region", { name: "快捷工具" })
    .getByRole("link", { name: "机场查询" })
    .click();
  await page.waitForURL(`${baseUrl}/af_airport`);
  await page.getByRole("heading", { name: "机场查询" }).waitFor();
  expect(await page.getByText("功能暂未开放").count()).toBe(0);

  const search = page.getByRole("searchbox", { name: "关键字" });
  for (const keyword of ["浦东", "pvg"]) {
    await search.fill(keyword);
    const first = page.getByRole("table").getByRole("row").nth(1);
    await expect.poll(() => first.getByRole("cell").first().textContent()).toBe("PVG");
    await expect.poll(() => first.textContent()).toContain("上海浦东国际机场");
  }
  await context.close();
});
