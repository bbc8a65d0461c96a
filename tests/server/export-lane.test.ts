import readXlsxFile from "read-excel-file/node";
import { describe, expect, it } from "vitest";
import { LANE } from "../../server/http/export-lane.ts";
import { LOG_EXPORT_BATCH } from "../../server/routes/hrs-user/log.ts";
import { EDGE_MESSAGES } from "../../src/contract/errors.ts";
import { LOOKUP_EXPORT_PATHS } from "../../src/contract/lookup.ts";
import { ORDER_PATHS } from "../../src/contract/order.ts";
import { type Body, demoServer } from "./helpers.ts";

/**
 * Exports beside everyone else (issue 33, server/http/export-lane.ts): exports of one
 * organisation run one at a time, a too-long queue answers 429 at once, and an export's rows are
 * read batch by batch with other calls' queries between them. No clocks: what waits is shown by
 * the lane's own 429 (it counts the waiting), and what ran between batches by the order in which
 * the database saw the queries.
 */
const demo = demoServer("admin", "staff", "admin2");
const { tokens } = demo;

type Sent = Promise<Response>;

const orderExport = (token = tokens.staff): Sent =>
  demo.h.call(ORDER_PATHS.export, {
    method: "POST",
    token,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      mode: "page",
      columns: ["orderCode"],
      query: { businessScope: "AE", current: 1, size: 20 },
    }),
  });
const logExport = (token = tokens.admin): Sent => demo.h.call("/hrs/log/export", { token });
const airportExport = (token = tokens.admin): Sent =>
  demo.h.call(LOOKUP_EXPORT_PATHS.airports, {
    method: "POST",
    token,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mode: "page", columns: ["iata"], query: { keyword: "san", size: 5 } }),
  });

/** The first of several calls to answer, and which it was. */
const firstOf = (calls: Sent[]) =>
  Promise.race(calls.map((call, index) => call.then((res) => ({ index, res }))));

/** Reads a download to its end (the export gives its place in the lane back there). */
const drain = async (res: Response) => new Uint8Array(await res.arrayBuffer());

/** Reads each download as it is answered (they answer one after another); their statuses and first bytes. */
const drainEach = (calls: Sent[]) =>
  Promise.all(
    calls.map(async (call) => {
      const res = await call;
      return { status: res.status, magic: [...(await drain(res)).subarray(0, 2)] };
    }),
  );

async function expectBusy(res: Response) {
  expect(res.status).toBe(429);
  expect(res.headers.get("retry-after")).toBe(String(LANE.retryAfterSeconds));
  expect((await res.json()) as Body).toMatchObject({ messageInfo: EDGE_MESSAGES.exportBusy });
}

describe("the export lane", () => {
  it("runs one export of an organisation at a time; the others wait, and one too many answers 429 at once", async () => {
    expect(LANE).toMatchObject({ perOrg: 1, waitingPerOrg: 3 });
    // A download begun and not yet read to its end holds the organisation's turn.
    const running = await orderExport();
    expect(running.status).toBe(200);
    // Three more of any kind wait; the fifth finds the queue full. Which of the four answers
    // first is the one that came last to the lane (on PostgreSQL their queries run in parallel).
    const four = [logExport(), airportExport(), orderExport(tokens.admin), logExport()];
    const first = await firstOf(four);
    await expectBusy(first.res);
    const waiting = four.filter((_, i) => i !== first.index);

    // Another organisation's export is not held up by DEMO's (LANE.total is 2).
    const other = await logExport(tokens.admin2);
    expect(other.status).toBe(200);
    await drain(other);

    // The first download ends: exactly one waiting export starts. The queue then holds two, so
    // one more is accepted to wait and the next answers 429 again.
    await drain(running);
    const next = await firstOf(waiting);
    expect(next.res.status).toBe(200);
    const stillWaiting = waiting.filter((_, i) => i !== next.index);
    const two = [logExport(), logExport()];
    const fifth = await firstOf(two);
    await expectBusy(fifth.res);

    // Everything queued is answered in turn, each a whole file.
    const rest = await drainEach([
      Promise.resolve(next.res),
      ...stillWaiting,
      ...two.filter((_, i) => i !== fifth.index),
    ]);
    expect(rest).toEqual(Array(4).fill({ status: 200, magic: [0x50, 0x4b] }));
  });

  it("answers bad input at once even when the queue is full, and gives the turn back when a download is cancelled", async () => {
    const running = await orderExport();
    expect(running.status).toBe(200);
    const waiting = [logExport(), logExport(), logExport()];
    // Input is checked before the lane: no selection answers 400 at once, not 429, not later.
    const bad = await demo.h.call(ORDER_PATHS.export, {
      method: "POST",
      token: tokens.staff,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        mode: "selected",
        columns: ["orderCode"],
        query: { businessScope: "AE", current: 1, size: 20 },
        uuids: [],
      }),
    });
    expect(bad.status).toBe(400);
    // The reader goes away: the turn passes on, and every waiting export is answered.
    await running.body?.cancel();
    expect(await drainEach(waiting)).toEqual(Array(3).fill({ status: 200, magic: [0x50, 0x4b] }));
    // Nothing is left holding a turn: four more are one running and three waiting, no 429.
    const four = [orderExport(), airportExport(), logExport(), logExport()];
    expect(await drainEach(four)).toEqual(Array(4).fill({ status: 200, magic: [0x50, 0x4b] }));
  });
});

describe("the audit log export", () => {
  it("reads its rows in batches, and a call made while it streams is answered between two of them", async () => {
    // Enough of DEMO's audit rows for several batches.
    const rows = LOG_EXPORT_BATCH * 4;
    await demo.h.db.query(
      `insert into audit_log (org_id, action, target, after)
       select $1, 'bulk.test', '批量 ' || n, jsonb_build_object('n', n)
       from generate_series(1, $2::int) n`,
      [demo.ids.demo, rows],
    );
    // What the database was asked, in order: the export's reads of audit rows, and the answer
    // of the call made meanwhile (instrumenting the real database, not standing in for it).
    const seen: string[] = [];
    const db = demo.h.db;
    const query = db.query;
    db.query = ((sql: string, params?: unknown[]) => {
      if (/from audit_log a left join users/.test(sql) && !/offset/.test(sql)) seen.push("batch");
      return query(sql, params);
    }) as typeof db.query;
    try {
      const res = await demo.h.call("/hrs/log/export?action=bulk.test", { token: tokens.admin });
      expect(res.status).toBe(200);
      expect(res.headers.get("x-row-count")).toBe(String(rows));
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      const chunks: Uint8Array[] = [];
      const first = await reader.read();
      chunks.push(first.value as Uint8Array);
      const page = await demo.h.call("/hrs/log/page?size=1", { token: tokens.admin });
      expect(page.status).toBe(200);
      seen.push("other call answered");
      for (let step = await reader.read(); !step.done; step = await reader.read()) {
        chunks.push(step.value);
      }
      // The export's reads went on after the other call's answer: it did not wait for them all.
      expect(seen.lastIndexOf("batch")).toBeGreaterThan(seen.indexOf("other call answered"));
      expect(seen.filter((s) => s === "batch").length).toBeGreaterThanOrEqual(4);
      // And the file holds every row, newest first, across the batches.
      const [sheet] = await readXlsxFile(Buffer.concat(chunks));
      const targets = (sheet?.data ?? []).slice(1).map((r) => r[3]);
      expect(targets).toEqual(Array.from({ length: rows }, (_, i) => `批量 ${rows - i}`));
    } finally {
      db.query = query;
    }
  });
});
