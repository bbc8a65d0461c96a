import { Readable } from "node:stream";
import type { Context } from "hono";
import writeXlsxFile from "write-excel-file/node";
import type { AppEnv } from "./types.ts";

export type XlsxCell = string | number | null;

/**
 * Answers an .xlsx download: a bold header row, then the rows. Written as a stream: the workbook
 * is zipped while it is sent. Every exporting table (orders, lookups) answers through this.
 */
export async function xlsxAnswer(
  c: Context<AppEnv>,
  headers: readonly string[],
  rows: readonly (readonly XlsxCell[])[],
  fileName: string,
): Promise<Response> {
  const data = [
    headers.map((value) => ({ value, fontWeight: "bold" as const })),
    ...rows.map((row) => row.map((value) => (value === null ? null : { value }))),
  ];
  const stream = (await (writeXlsxFile(data).toStream as () => Promise<Readable>)()) as Readable;
  return c.body(Readable.toWeb(stream) as ReadableStream, 200, {
    "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    "Content-Disposition": `attachment; filename="${fileName}"`,
    "X-Row-Count": String(rows.length),
  });
}
