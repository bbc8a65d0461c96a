import { randomBytes } from "node:crypto";
import readXlsxFile from "read-excel-file/node";
import { describe, expect, it } from "vitest";
import { columnName, XLSX_SLICE, type XlsxRow, xlsxStream } from "../../server/http/xlsx.ts";

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

async function* batches(rows: XlsxRow[][]): AsyncIterable<XlsxRow[]> {
  for (const batch of rows) yield batch;
}

describe("the streamed .xlsx (server/http/xlsx.ts)", () => {
  it("reads back as written: header, numbers, texts with markup characters, Chinese, gaps", async () => {
    const file = await bytesOf(
      xlsxStream(
        ["单号", "毛重", "备注"],
        batches([
          [
            ["784-55123401", 1234.5, 'A & B <"quoted">'],
            ["SHA251100", null, "上海浦东\u0007国际机场"],
          ],
          [["", 0, "末行"]],
        ]),
      ),
    );
    expect([...file.subarray(0, 2)]).toEqual([0x50, 0x4b]);
    const [sheet] = await readXlsxFile(file);
    expect(sheet?.data).toEqual([
      ["单号", "毛重", "备注"],
      ["784-55123401", 1234.5, 'A & B <"quoted">'],
      ["SHA251100", null, "上海浦东国际机场"],
      [null, 0, "末行"],
    ]);
  });

  it("names columns past Z as a spreadsheet does", () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual([
      "A",
      "Z",
      "AA",
      "AB",
      "AZ",
      "BA",
      "ZZ",
      "AAA",
    ]);
  });

  it("asks for the next batch only as the reader takes the file (memory holds a batch, not the export)", async () => {
    const total = 40;
    let asked = 0;
    async function* rows(): AsyncIterable<XlsxRow[]> {
      for (let b = 0; b < total; b++) {
        asked++;
        // Random texts, so the deflated sheet grows with every batch and is sent as it grows.
        yield Array.from({ length: 200 }, (_, i) => [b * 200 + i, randomBytes(24).toString("hex")]);
      }
    }
    const reader = xlsxStream(["n", "text"], rows()).getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Nothing read past the first chunk: only the batches that chunk needed (and one ahead).
    expect(asked).toBeLessThan(total / 2);
    const chunks = [Buffer.from(first.value ?? [])];
    for (let step = await reader.read(); !step.done; step = await reader.read()) {
      chunks.push(Buffer.from(step.value));
    }
    expect(asked).toBe(total);
    const [sheet] = await readXlsxFile(Buffer.concat(chunks));
    expect(sheet?.data).toHaveLength(total * 200 + 1);
    expect(sheet?.data.at(-1)?.[0]).toBe(total * 200 - 1);
  });

  it("returns to the event loop between slices of rows, even within one large batch (issue 33)", async () => {
    // One batch of a lookup's size, read as fast as it comes: promises alone would chain the
    // whole file without letting any other request in. Here a task queued behind the first
    // chunk (as an arriving request's would be) runs before the file ends, once per slice.
    const rows: XlsxRow[] = Array.from({ length: XLSX_SLICE * 8 }, (_, i) => [i, `row ${i}`]);
    const seen: string[] = [];
    const reader = xlsxStream(["n", "text"], batches([rows])).getReader();
    const chunks: Buffer[] = [];
    let turns = 0;
    let ended = false;
    const other = () => {
      turns++;
      seen.push("other task");
      if (!ended) setImmediate(other);
    };
    setImmediate(other);
    for (let step = await reader.read(); !step.done; step = await reader.read()) {
      chunks.push(Buffer.from(step.value));
    }
    seen.push("end");
    ended = true;
    expect(seen.indexOf("other task")).toBeLessThan(seen.indexOf("end"));
    expect(turns).toBeGreaterThanOrEqual(8);
    const [sheet] = await readXlsxFile(Buffer.concat(chunks));
    expect(sheet?.data).toHaveLength(rows.length + 1);
  });
});
