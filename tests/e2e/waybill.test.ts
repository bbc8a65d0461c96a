import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launch, newPage } from "./browser.ts";
import { signInTo } from "./sign-in.ts";

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function recognise(page: Page, role: "发货人" | "收货人", text: string) {
  await page.getByRole("region", { name: role }).getByRole("button", { name: "识别地址" }).click();
  const dialog = page.getByRole("dialog", { name: `识别${role}地址` });
  await dialog.getByLabel("地址文本").fill(text);
  await dialog.getByRole("button", { name: "开始识别" }).click();
  await dialog.getByText("核对识别结果").waitFor();
  return dialog;
}

describe("house waybill print", () => {
  it("recognises pasted addresses, flags and fixes a postcode, saves and keeps it on reload", async () => {
    const { context, page } = await newPage(browser);
    await signInTo(page, "/hawb_info_page");
    await page.getByRole("heading", { name: "分单打印" }).waitFor();

    // The seeded waybills are listed.
    await page.getByRole("button", { name: /781-12345675/ }).waitFor();

    await page.getByLabel(/^主单号/).fill("16076543213");
    await page.getByLabel(/^主单号/).blur();
    expect(await page.getByLabel(/^主单号/).inputValue()).toBe("160-76543213");
    await page.getByLabel("内部编号").fill("SH-2026-0101");
    await page.getByLabel("目的港").fill("jfk");
    expect(await page.getByLabel("目的港").inputValue()).toBe("JFK");
    await page.getByLabel("件数", { exact: true }).fill("6");
    await page.getByLabel("毛重").fill("88.5");

    const shipper = await recognise(
      page,
      "发货人",
      "发货人：\nNINGBO HARBOURLINE TOOLS CO., LTD\nNO. 1288 YANGMUQI ROAD, YINZHOU DISTRICT\nNINGBO 315100, CHINA\nTEL: +86 574 8822 6600",
    );
    await shipper.getByRole("button", { name: "填入发货人" }).click();

    const consigneeDialog = await recognise(
      page,
      "收货人",
      "Consignee:\nNorthwind Home Goods Inc.\n450 W 33rd Street, 5th Floor\nNew York, NY 10001-2603\nUnited States\nTel: (212) 555-0190",
    );
    // The ZIP+4 breaks the party rule: the review says so before accepting.
    await consigneeDialog.getByText("美国邮编必须为5位数字").waitFor();
    await consigneeDialog.getByRole("button", { name: "填入收货人" }).click();

    const consignee = page.getByRole("region", { name: "收货人" });
    expect(await consignee.getByLabel("名称").inputValue()).toBe("NORTHWIND HOME GOODS INC.");
    expect(await consignee.getByLabel("城市", { exact: true }).inputValue()).toBe("NEW YORK");
    // The editor flags the postcode; fixing it clears the message as the user types.
    await consignee.getByText("美国邮编必须为5位数字").waitFor();
    await consignee.getByLabel("邮编").fill("10001");
    await consignee.getByText("美国邮编必须为5位数字").waitFor({ state: "detached" });

    await page.getByRole("button", { name: "保存" }).first().click();
    // SH-2026-0101 belongs to a seeded waybill: the user is asked whether to go on.
    const prompt = page.getByRole("dialog", { name: "内部编号重复" });
    await prompt.getByText(/SH-2026-0101/).waitFor();
    await prompt.getByRole("button", { name: "继续保存" }).click();

    await page.waitForURL(/\/hawb_info_page\?id=\d+$/);
    // Saved: the header says where the waybill came from (自建), no longer 未保存.
    await page.getByText("自建", { exact: true }).waitFor();
    const url = page.url();

    await page.reload();
    await page.waitForURL(url);
    const kept = page.getByRole("region", { name: "收货人" });
    await kept.getByLabel("名称").waitFor();
    await expect.poll(() => kept.getByLabel("名称").inputValue()).toBe("NORTHWIND HOME GOODS INC.");
    expect(await kept.getByLabel("邮编").inputValue()).toBe("10001");
    expect(await kept.getByLabel("州代码").inputValue()).toBe("NY");
    expect(await page.getByLabel(/^主单号/).inputValue()).toBe("160-76543213");
    expect(
      await page.getByRole("region", { name: "发货人" }).getByLabel("城市代码").inputValue(),
    ).toBe("NGB");
    await page.getByRole("button", { name: /NORTHWIND HOME GOODS INC\./ }).waitFor();
    await context.close();
  });
});
