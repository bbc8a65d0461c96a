import type { Browser } from "playwright-core";
import readXlsxFile from "read-excel-file/node";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import writeXlsxFile from "write-excel-file/node";
import { TARIFF_COLUMNS } from "../../src/domain/tariff.ts";
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
    await search.press("Enter");
    const first = page.getByRole("table").getByRole("row").nth(1);
    // The first cell is the row's tick box (the export's "selected rows").
    await expect.poll(() => first.getByRole("cell").nth(1).textContent()).toBe("PVG");
    await expect.poll(() => first.textContent()).toContain("上海浦东国际机场");
  }

  // Tick PVG and export the selected rows, two columns: the sheet holds exactly that row.
  await page.getByRole("checkbox", { name: "选择 PVG" }).check();
  await page.getByText("已选 1 条").waitFor();
  await page.getByRole("button", { name: "导出", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: /导出机场查询/ });
  await expect.poll(() => dialog.getByRole("radio", { name: /选中的行/ }).isChecked()).toBe(true);
  await dialog.getByRole("checkbox", { name: "全选" }).uncheck();
  await dialog.getByRole("checkbox", { name: "IATA代码" }).check();
  await dialog.getByRole("checkbox", { name: "中文名称" }).check();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: "导出", exact: true }).click(),
  ]);
  const file = Buffer.from(
    await new Response(
      (await download.createReadStream()) as unknown as ReadableStream,
    ).arrayBuffer(),
  );
  const [sheet] = await readXlsxFile(file);
  expect(sheet?.data).toEqual([
    ["IATA代码", "中文名称"],
    ["PVG", "上海浦东国际机场"],
  ]);
  await dialog.getByText("已导出 1 条").waitFor();
  await context.close();
});

it("each of the ten quick-tool tiles opens its working page, never 功能暂未开放", async () => {
  const { context, page } = await newPage(browser);
  await signInTo(page, "/login");
  const tiles: [tile: string, path: string, heading: string][] = [
    ["货物追踪", "/newCargoTracking", "货物追踪"],
    ["机场查询", "/af_airport", "机场查询"],
    ["我的询价", "/af_order_inquiry", "我的询价"],
    ["TACT查询", "/af_tact", "TACT查询"],
    ["运价查询", "/af_tariff_details", "运价明细查询"],
    ["航司查询", "/af_carrier", "航空公司查询"],
    ["港口查询", "/sc_port_maintenance", "港口查询"],
    ["船司查询", "/sc_ship_company", "船公司查询"],
    ["航班信息", "/af_flight", "航班信息"],
    ["公布运价", "/af_tact_public", "公布运价"],
  ];
  for (const [tile, path, heading] of tiles) {
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole("region", { name: "快捷工具" }).getByRole("link", { name: tile }).click();
    await page.waitForURL(`${baseUrl}${path}`);
    await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
    expect(await page.getByText("功能暂未开放").count(), tile).toBe(0);
    if (path !== "/newCargoTracking" && path !== "/af_order_inquiry") {
      // A working table: its first row answers.
      await page.getByRole("table").getByRole("row").nth(1).waitFor();
    }
  }
  // The airline lookup answers the keyword asked with 查询 (Enter): 176 is Emirates.
  await page.goto(`${baseUrl}/af_carrier`);
  await page.getByRole("searchbox", { name: "关键字" }).fill("176");
  await page.getByRole("searchbox", { name: "关键字" }).press("Enter");
  const first = page.getByRole("table").getByRole("row").nth(1);
  await expect.poll(() => first.textContent()).toContain("阿联酋航空");
  await context.close();
});

it("reference files: not asked on /login, asked once each (by content hash) once signed in", async () => {
  const { context, page } = await newPage(browser);
  const asked: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith("/static/json/")) asked.push(`${url.pathname}${url.search}`);
  });
  await page.goto(`${baseUrl}/login`);
  await page.getByRole("button", { name: "登录" }).waitFor();
  expect(asked).toEqual([]);
  await signInTo(page, "/login");
  await expect.poll(() => asked.filter((u) => !u.includes("version.json")).length).toBe(4);
  for (const file of ["airlines", "countryCode", "exportHotCities", "importHotCities"]) {
    const hits = asked.filter((u) => u.startsWith(`/static/json/${file}.json?v=`));
    expect(hits, file).toHaveLength(1);
    expect(hits[0], file).toMatch(/\?v=[0-9a-f]{12}$/);
  }
  await context.close();
});

it("an .xlsx of tariffs imports and shows its one bad row by number", async () => {
  const header = TARIFF_COLUMNS.map(([, label]) => ({ value: label }));
  const row = (cells: (string | number | null)[]) => cells.map((value) => ({ value }));
  const bytes = await writeXlsxFile([
    header,
    row(["TSN", "ORD", "CA", "CNY", 350, 55.5, 42, 37.7, 33.9, 31, 28.3, null, null, ""]),
    row(["TSN", "JFK", "CA", "CNY", 350, "n/a", 42, 37.7, 33.9, 31, 28.3, null, null, ""]),
  ] as never).toBuffer();
  const { context, page } = await newPage(browser);
  await signInTo(page, "/af_tariff_details");
  await page.getByRole("heading", { name: "运价明细查询", level: 1 }).waitFor();
  await page.getByRole("button", { name: "导入" }).click();
  const dialog = page.getByRole("dialog", { name: "导入运价" });
  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: ".xlsx 文件" }).click();
  await (await chooser).setFiles({
    name: "tariffs.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: bytes,
  });
  await dialog.getByRole("button", { name: "开始导入" }).click();
  await dialog.getByText("已导入 1 行，1 行有误").waitFor();
  const errors = dialog.getByRole("table", { name: "有误的行" });
  expect(await errors.getByRole("row").nth(1).textContent()).toBe("第 3 行普通运价应为数字");
  await dialog.getByRole("button", { name: "关闭" }).last().click();
  await page.getByRole("searchbox", { name: "关键字" }).fill("TSN-ORD");
  await page.getByRole("searchbox", { name: "关键字" }).press("Enter");
  const first = page.getByRole("table").getByRole("row").nth(1);
  await expect.poll(() => first.textContent()).toContain("55.50");
  await context.close();
});
