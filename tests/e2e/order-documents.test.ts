import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PDF_LIMITS, pdfText } from "../../server/waybill/pdf-text.ts";
import { ownWalk, setPasswordThroughLink } from "./own-server.ts";

/**
 * Issue 34, done when: on an organisation made by `create-org` on a server without the demo
 * (SEED_DEMO=0), an AE order with its MAWB, HAWB and warehouse, a house waybill made from it and a
 * share link; on a 390-px phone the share page offers the delivery notice and both PDFs, whose
 * text carries the order's own figures and Chinese names.
 */
/** This walk's own server port (4340-4349 are issue 34's). */
const PORT = Number(process.env.DOCS_E2E_PORT ?? 4341);
const PASSWORD = "Docs-Admin-2026";
const ORG_NAME = "苏州单证货运代理有限公司";
const walk = ownWalk({ port: PORT, env: { SEED_DEMO: "0" } });

type Envelope<T> = { code: number; messageInfo: string; data: T };

async function call<T>(token: string, method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${walk.server.url}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await res.json()) as Envelope<T>;
  expect(answer.code, `${method} ${url}: ${answer.messageInfo}`).toBe(0);
  return answer.data;
}

/** The PDF a button downloads, as one line of text. */
async function downloadText(page: Page, name: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name }).click(),
  ]);
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const limits = { ...PDF_LIMITS, timeoutMs: 60_000 };
  return (await pdfText(new Uint8Array(bytes), 20_000, limits)).replace(/\s+/g, " ");
}

describe("an order's documents on a fresh organisation", () => {
  it("are offered on its share page on a phone and carry its own figures and names", async () => {
    const link = await walk.server.createOrg("DOCS", ORG_NAME, "admin");
    expect(link).toMatch(/\/setPassword\?token=/);
    const setup = await walk.browser.newContext({ locale: "zh-CN" });
    await setPasswordThroughLink(await setup.newPage(), link, PASSWORD);
    await setup.close();

    const login = await fetch(`${walk.server.url}/auth/oauth/token`, {
      method: "POST",
      body: new URLSearchParams({
        grant_type: "password",
        username: "2|admin|DOCS",
        password: PASSWORD,
      }),
    });
    const token = ((await login.json()) as Envelope<{ access_token: string }>).data.access_token;

    const order = await call<{ orderCode: string; orderUuid: string }>(
      token,
      "POST",
      "/afbase/order",
      {
        businessScope: "AE",
        businessDate: "2026-11-25",
        customerName: "昆山精工机械有限公司",
        awbNumber: "784-12345675",
        hawbNumber: "KSH2611001",
        departure: "PVG",
        arrival: "FRA",
        goodsNameCn: "数控机床配件",
        goodsNameEn: "CNC MACHINE PARTS",
        planPieces: "46",
        planWeight: "1234.5",
        planVolume: "3.2",
        flightNo: "CZ431",
        warehouse: "浦东机场西区 7 号货站",
      },
    );
    const draft = await call<{
      mawbNumber: string;
      print: Record<string, string>;
      shipper: Record<string, string>;
      consignee: Record<string, string>;
    }>(token, "GET", `/afbase/hawbInfo/fromOrder?orderCode=${order.orderCode}`);
    await call(token, "POST", "/afbase/hawbInfo", {
      mawbNumber: draft.mawbNumber,
      internalNumber: "",
      businessScope: "AE",
      createSource: "CREATED_BY_ORDER",
      sourceOrderCode: order.orderCode,
      print: {
        ...draft.print,
        currency: "CNY",
        pieces: "46",
        grossWeight: "1234.5",
        chargeableWeight: "1234.5",
        rateCharge: "21",
      },
      shipper: {
        ...draft.shipper,
        name: "KUNSHAN PRECISION MACHINERY CO LTD",
        address: "NO 8 QIANJIN ROAD",
        city: "KUNSHAN",
        country: "CN",
        postcode: "215300",
      },
      consignee: {
        ...draft.consignee,
        name: "MAIN TOOLING GMBH",
        address: "HANAUER LANDSTRASSE 10",
        city: "FRANKFURT",
        country: "DE",
        postcode: "60314",
      },
    });
    const share = await call<{ url: string }>(token, "POST", "/afbase/orderShare/links", {
      orderCode: order.orderCode,
    });

    const context = await walk.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: "zh-CN",
      // A phone's agent: the notice then opens in the same window (src/share/TrackPage.tsx).
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      acceptDownloads: true,
    });
    try {
      const page = await context.newPage();
      await page.goto(share.url.replace("//localhost:", "//127.0.0.1:"));
      await page.getByRole("heading", { level: 1, name: "784-12345675_KSH2611001" }).waitFor();

      const master = await downloadText(page, "下载主单");
      expect(master).toContain("784-12345675");
      expect(master).toContain("No. of Pieces RCP 46 Gross Weight 1,234.5 kg");
      expect(master).toContain("CNC MACHINE PARTS / 数控机床配件");
      expect(master).toContain(ORG_NAME);
      expect(master).toContain("PVG To FRA");

      const house = await downloadText(page, "下载分单 KSH2611001");
      expect(house).toContain("HAWB KSH2611001");
      expect(house).toContain("MAIN TOOLING GMBH");
      expect(house).toContain(`Issued by ${ORG_NAME}`);
      // Its own rate: 1,234.5 kg × 21.00.
      expect(house).toContain("25,924.50");

      await page
        .getByRole("button", { name: /进仓通知/ })
        .first()
        .click();
      await page.waitForURL(/\/externalOrderDeliveryNotice\?o=AF[\w-]{43}&flag=warehouse$/);
      await page.getByText("浦东机场西区 7 号货站").first().waitFor();
      const notice = ((await page.locator("body").textContent()) ?? "").replace(/\s+/g, " ");
      expect(notice).toContain("数控机床配件");
      expect(notice).toContain("46");
      expect(notice).toContain("1,234.5");
      expect(notice).toContain(ORG_NAME);
    } finally {
      await context.close();
    }

    // 分单打印 on the order opens its house waybill, filled (it opened an empty form).
    await fetch(`${walk.server.url}/hrs/userGuide/finish`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "dashboard" }),
    });
    const desk = await walk.browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: "zh-CN",
    });
    try {
      const page = await desk.newPage();
      await page.goto(`${walk.server.url}/login`);
      await page.getByPlaceholder("请输入用户名").fill("admin");
      await page.getByLabel("机构代码").fill("DOCS");
      await page.getByLabel("密码", { exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: "登录" }).click();
      await page.waitForURL(`${walk.server.url}/dashboard`);
      await page.goto(`${walk.server.url}/order_page?uuid=${order.orderUuid}`);
      await page.getByRole("link", { name: "分单打印" }).click();
      await page.waitForURL(/\/hawb_info_page\?id=\d+$/);
      await expect.poll(() => page.getByLabel("分单号").inputValue()).toBe("KSH2611001");
      const consignee = page.getByRole("region", { name: "收货人" });
      expect(await consignee.getByLabel("名称").inputValue()).toBe("MAIN TOOLING GMBH");
    } finally {
      await desk.close();
    }
  }, 180_000);
});
