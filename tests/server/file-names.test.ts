/**
 * Issue 33, "a NUL in an uploaded file's name answers 500": every multipart upload (order files,
 * chat files, the tariff import, the address recognition's PDF) checks each file's name at the
 * edge (server/http/clean-input.ts): empty, over 200 characters or with a control character
 * answers 400 with the catalogue's message, and nothing is stored.
 */
import { describe, expect, it } from "vitest";
import { CHAT_PATHS } from "../../src/contract/chat.ts";
import { EDGE_MESSAGES } from "../../src/contract/errors.ts";
import { ORDER_PATHS, type OrderSaved } from "../../src/contract/order.ts";
import { FILE_MESSAGES, FILE_NAME_MAX, isFileNameOk } from "../../src/domain/files.ts";
import { serverErrorMessages } from "../../src/i18n/messages/server-errors.ts";
import { demoServer } from "./helpers.ts";

const demo = demoServer("admin", "staff");
const { send, tokens } = demo;

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

const BAD_NAMES = [
  ["a NUL", "a\u0000b.png"],
  ["a NUL alone", "\u0000"],
  ["a control character", "a\u0001b.png"],
  ["a line break", "a\nb.png"],
  ["a carriage return", "a\rb.png"],
  ["DEL", "a\u007fb.png"],
  ["a C1 control", "a\u0085b.png"],
  ["a right-to-left override", "invoice\u202egnp.exe.png"],
  ["blanks only", "   "],
  ["one character too many", `${"名".repeat(FILE_NAME_MAX - 3)}.png`],
] as const;

const refused = { status: 400, body: { messageInfo: FILE_MESSAGES.badName } };

async function post(path: string, fields: Record<string, string>, name: string, bytes = PNG) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set("file", new File([bytes.slice()], name));
  const res = await demo.h.call(path, { method: "POST", token: tokens.staff, body: form });
  return { status: res.status, body: (await res.json()) as { messageInfo: string } };
}

const count = async (table: string) =>
  (await demo.h.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n;

describe("the rule", () => {
  it("takes ordinary names, Chinese, spaces and 200 characters", () => {
    for (const name of ["货物.png", "Bill of lading (2).pdf", `${"x".repeat(196)}.png`]) {
      expect(isFileNameOk(name), name).toBe(true);
    }
    for (const [what, name] of BAD_NAMES) expect(isFileNameOk(name), what).toBe(false);
    expect(isFileNameOk("")).toBe(false);
  });

  it("is in the catalogue in both languages", () => {
    expect(serverErrorMessages["zh-CN"].badFileName).toBe(FILE_MESSAGES.badName);
    expect(serverErrorMessages["en-US"].badFileName).toMatch(/file name/i);
  });
});

describe("order files", () => {
  let uuid = "";
  const upload = (name: string) => post(ORDER_PATHS.files(uuid), { fileType: "照片" }, name);

  it.each(BAD_NAMES)("%s in the name answers 400 and stores nothing", async (_what, name) => {
    if (!uuid) {
      const created = await send<OrderSaved>(ORDER_PATHS.create, tokens.staff, {
        businessScope: "AE",
        businessDate: "2026-11-25",
        customerName: "文件名客户",
      });
      expect(created.status, created.body.messageInfo).toBe(200);
      uuid = created.body.data.orderUuid;
    }
    const before = await count("order_files");
    expect(await upload(name)).toMatchObject(refused);
    expect(await count("order_files")).toBe(before);
  });

  it("still keeps a file with a good name of 200 characters", async () => {
    const name = `${"货".repeat(FILE_NAME_MAX - 4)}.png`;
    const ok = await upload(name);
    expect(ok.status, ok.body.messageInfo).toBe(200);
    const [row] = await demo.h.db.query<{ name: string }>(
      "select file_name as name from order_files order by id desc limit 1",
    );
    expect(row?.name).toBe(name);
  });
});

describe("chat files", () => {
  it.each(BAD_NAMES)("%s in the name answers 400 and stores nothing", async (_what, name) => {
    const before = await count("chat_files");
    expect(await post(CHAT_PATHS.files, { kind: "image" }, name)).toMatchObject(refused);
    expect(await count("chat_files")).toBe(before);
  });

  it("still keeps an image with a good name", async () => {
    const ok = await post(CHAT_PATHS.files, { kind: "image" }, "舱单 1.png");
    expect(ok.status, ok.body.messageInfo).toBe(200);
  });
});

describe("the other uploads", () => {
  it("the tariff import and the address recognition refuse a NUL in the name", async () => {
    const form = new FormData();
    form.set("file", new File([PNG.slice()], "tariffs\u0000.xlsx"));
    const before = await count("tariffs");
    const tariff = await demo.h.call("/afbase/tariff/import", {
      method: "POST",
      token: tokens.admin,
      body: form,
    });
    expect({ status: tariff.status, body: await tariff.json() }).toMatchObject(refused);
    expect(await count("tariffs")).toBe(before);

    const pdf = new FormData();
    pdf.set("file", new File([PNG.slice()], "地址\u0001.pdf", { type: "application/pdf" }));
    const recognized = await demo.h.call("/afbase/address/recognize", {
      method: "POST",
      token: tokens.admin,
      body: pdf,
    });
    expect({ status: recognized.status, body: await recognized.json() }).toMatchObject(refused);
  });

  it("the address recognition's base64 JSON upload checks its fileName the same way", async () => {
    for (const [what, fileName] of BAD_NAMES) {
      const res = await send("/afbase/address/recognize", tokens.admin, {
        fileName,
        fileBase64: Buffer.from("%PDF-1.4").toString("base64"),
      });
      // A NUL anywhere in a JSON body is the edge's refusal before any schema looks at it.
      const message = fileName.includes("\u0000")
        ? EDGE_MESSAGES.badCharacters
        : FILE_MESSAGES.badName;
      expect(res, what).toMatchObject({ status: 400, body: { messageInfo: message } });
    }
  });
});
