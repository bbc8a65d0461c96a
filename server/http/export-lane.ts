import type { Context } from "hono";
import { EDGE_MESSAGES } from "../../src/contract/errors.ts";
import type { Db } from "../db/client.ts";
import { ApiError } from "../envelope.ts";
import type { AppEnv } from "./types.ts";

/**
 * The export lane (issue 33, docs/decisions/0057-export-lane.md): every .xlsx export (orders, the
 * audit log, the lookups) runs through it, from its first query to the last byte of its file.
 *
 * Why: on the embedded database every query runs on this process's one thread, one at a time,
 * and an export is a loop of queries and sheet building. Four 10k-row order exports at once kept
 * a cheap call waiting seconds (bench/exports.ts). So, per database (one server):
 * - at most LANE.perOrg exports of one organisation and LANE.total in all run at once; the
 *   others wait here, in order, and their download starts when their turn comes;
 * - more than LANE.waitingPerOrg waiting exports of one organisation answer 429 (exportBusy)
 *   with Retry-After, at once, rather than a queue that outlasts the user's patience;
 * - the writer (server/http/xlsx.ts) yields to the event loop between slices of rows, so other
 *   requests' queries run between an export's batches.
 * tests/server/export-lane.test.ts fails without either half.
 */
export const LANE = { perOrg: 1, total: 2, waitingPerOrg: 3, retryAfterSeconds: 10 } as const;

type Waiter = { orgId: number; go: () => void };

class Lane {
  private running = 0;
  private readonly byOrg = new Map<number, number>();
  private readonly waiting: Waiter[] = [];

  /** Resolves to the release once this organisation's export may run. */
  async enter(orgId: number): Promise<() => void> {
    if (!this.mayRun(orgId)) {
      const queued = this.waiting.filter((w) => w.orgId === orgId).length;
      if (queued >= LANE.waitingPerOrg) {
        throw new ApiError(429, EDGE_MESSAGES.exportBusy, {
          "Retry-After": String(LANE.retryAfterSeconds),
        });
      }
      await new Promise<void>((go) => this.waiting.push({ orgId, go }));
    } else {
      this.start(orgId);
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= 1;
      this.byOrg.set(orgId, (this.byOrg.get(orgId) ?? 1) - 1);
      this.next();
    };
  }

  private mayRun(orgId: number): boolean {
    return this.running < LANE.total && (this.byOrg.get(orgId) ?? 0) < LANE.perOrg;
  }

  private start(orgId: number): void {
    this.running += 1;
    this.byOrg.set(orgId, (this.byOrg.get(orgId) ?? 0) + 1);
  }

  /** Starts the oldest waiting exports that may run now (another organisation's may pass one whose organisation is busy). */
  private next(): void {
    for (let i = 0; i < this.waiting.length && this.running < LANE.total; ) {
      const w = this.waiting[i] as Waiter;
      if (this.mayRun(w.orgId)) {
        this.waiting.splice(i, 1);
        this.start(w.orgId);
        w.go();
      } else i++;
    }
  }
}

const lanes = new WeakMap<Db, Lane>();

/**
 * Runs an export's work (its queries and the .xlsx answer) once the lane lets it, after the
 * route has checked its input (bad input answers 400 without waiting). The place is given back
 * when the file's stream ends, fails or is cancelled, or at once if the work answers otherwise.
 */
export async function inExportLane(
  c: Context<AppEnv>,
  db: Db,
  work: () => Promise<Response>,
): Promise<Response> {
  let lane = lanes.get(db);
  if (!lane) {
    lane = new Lane();
    lanes.set(db, lane);
  }
  const release = await lane.enter(c.get("auth").orgId);
  let res: Response;
  try {
    res = await work();
  } catch (error) {
    release();
    throw error;
  }
  if (!res.ok || !res.body) {
    release();
    return res;
  }
  return new Response(releasedAtEnd(res.body, release), res);
}

function releasedAtEnd(
  body: ReadableStream<Uint8Array>,
  release: () => void,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const step = await reader.read();
        if (step.done) {
          release();
          controller.close();
        } else controller.enqueue(step.value);
      } catch (error) {
        release();
        controller.error(error);
      }
    },
    async cancel(reason) {
      release();
      await reader.cancel(reason);
    },
  });
}
