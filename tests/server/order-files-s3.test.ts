import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderSaved } from "../../src/contract/order.ts";
import { ORDER_PATHS } from "../../src/contract/order.ts";
import { ORDER_MESSAGES } from "../../src/domain/order.ts";
import { type Harness, startHarness } from "./harness.ts";
import { api } from "./helpers.ts";
import { type S3Fixture, startS3Fixture } from "./s3-fixture.ts";

/** Order files in an S3-compatible store (S3_BUCKET set): the row names the object. */
let h: Harness;
let s3: S3Fixture;
let staff: string;
const { send } = api(() => h);

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);

beforeAll(async () => {
  s3 = await startS3Fixture();
  h = await startHarness({
    S3_BUCKET: "freight-files",
    S3_ENDPOINT: s3.url,
    S3_FORCE_PATH_STYLE: "1",
    S3_ACCESS_KEY_ID: "test",
    S3_SECRET_ACCESS_KEY: "test-secret",
    S3_PREFIX: "t1/",
  });
  staff = await h.login("1|staff@demo.example|DEMO");
});
afterAll(async () => {
  await h?.close();
  await s3?.close();
});

async function newOrder(): Promise<OrderSaved> {
  const res = await send<OrderSaved>(ORDER_PATHS.create, staff, {
    businessScope: "AE",
    businessDate: "2026-11-25",
    customerName: "S3 测试客户",
  });
  expect(res.status, res.body.messageInfo).toBe(200);
  return res.body.data;
}

function upload(uuid: string) {
  const form = new FormData();
  form.set("fileType", "照片");
  form.set("file", new File([PNG], "货物.png", { type: "image/png" }));
  return h.call(ORDER_PATHS.files(uuid), { method: "POST", token: staff, body: form });
}

describe("order files in an S3-compatible store", () => {
  it("puts the bytes in the bucket, serves them back and removes them with the file", async () => {
    const order = await newOrder();
    const res = await upload(order.orderUuid);
    expect(res.status).toBe(200);
    const { fileId } = ((await res.json()) as { data: { fileId: string } }).data;
    const [row] = await h.db.query<{ content: Uint8Array | null; key: string }>(
      "select content, storage_key as key from order_files where uuid = $1",
      [fileId],
    );
    expect(row?.content).toBeNull();
    expect(row?.key).toMatch(new RegExp(`^orders/\\d+/${order.orderUuid}/[0-9a-f-]{36}$`));
    const stored = s3.objects.get(`/freight-files/t1/${row?.key}`);
    expect(stored?.body.equals(PNG)).toBe(true);
    expect(stored?.type).toBe("image/png");

    const back = await h.call(ORDER_PATHS.file(order.orderUuid, fileId), { token: staff });
    expect(back.status).toBe(200);
    expect(Buffer.from(await back.arrayBuffer()).equals(PNG)).toBe(true);

    const gone = await h.call(ORDER_PATHS.file(order.orderUuid, fileId), {
      method: "DELETE",
      token: staff,
    });
    expect(gone.status).toBe(200);
    expect(s3.objects.has(`/freight-files/t1/${row?.key}`)).toBe(false);
  });

  it("keeps nothing when the store is down, and says so", async () => {
    const order = await newOrder();
    const before = s3.objects.size;
    s3.failing = true;
    try {
      const res = await upload(order.orderUuid);
      expect(res.status).toBe(503);
      expect(((await res.json()) as { messageInfo: string }).messageInfo).toBe(
        ORDER_MESSAGES.storeUnavailable,
      );
    } finally {
      s3.failing = false;
    }
    const rows = await h.db.query(
      "select 1 from order_files f join business_orders o on o.id = f.business_order_id where o.uuid = $1",
      [order.orderUuid],
    );
    expect(rows).toEqual([]);
    expect(s3.objects.size).toBe(before);
  });

  it("answers 404 when the object has gone from the store", async () => {
    const order = await newOrder();
    const res = await upload(order.orderUuid);
    const { fileId } = ((await res.json()) as { data: { fileId: string } }).data;
    s3.objects.clear();
    const back = await h.call(ORDER_PATHS.file(order.orderUuid, fileId), { token: staff });
    expect(back.status).toBe(404);
  });
});
