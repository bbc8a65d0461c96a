import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { EDGE_MESSAGES } from "../../src/contract/errors.ts";
import { RECOGNITION_MESSAGES } from "../../src/domain/address-recognition.ts";
import { ApiError } from "../envelope.ts";

/**
 * The text layer of a PDF, page after page, read off the main thread: a worker per file
 * (pdf-worker.mjs, PDF.js through unpdf) with its own memory cap, killed at the time limit, so a
 * hostile file cannot stall other requests or grow the server's heap. Before PDF.js parses it,
 * the worker inflates every stream PDF.js could inflate against one budget, however its filter is
 * spelled (pdf-worker.mjs, "THE INFLATE BUDGET"), so a small file that expands to tens of
 * megabytes is refused cheaply. At most `concurrency` files are read at once (`slot`, "THE PARSE
 * SEMAPHORE"); a few more wait, and beyond that the caller is asked to try again.
 *
 * A file PDF.js cannot open answers 400 with a Chinese message; one that opens but holds no text
 * (a scan) answers the same with its own message; one over a limit answers 400 saying so.
 */
export type PdfLimits = {
  maxPages: number;
  /** Total of the file's Flate streams once inflated (every layer, however the filter is named). */
  maxExpandedBytes: number;
  timeoutMs: number;
  /** The worker's V8 heap (MB). */
  maxHeapMb: number;
  concurrency: number;
  /** Extractions that may wait for a slot; more answer 429. */
  maxQueued: number;
};

export const PDF_LIMITS: PdfLimits = {
  maxPages: 20,
  maxExpandedBytes: 8 * 1024 * 1024,
  timeoutMs: 5_000,
  maxHeapMb: 256,
  // One parse per CPU: a parse is CPU-bound, more at once only share the cores and add memory.
  concurrency: availableParallelism(),
  maxQueued: 8,
};

type Answer = ({ kind: "text"; text: string } | { kind: "unreadable" } | { kind: "tooComplex" }) & {
  /** The bytes the worker's inflate budget counted (-1: the worker died before saying). */
  inflated?: number;
};

/**
 * What the two mechanisms did, for tests and the bench (the numbers of a real run, not a model):
 * the most bytes one file's census inflated, and the most parses that ran at once.
 */
export const pdfProbe = { maxInflated: 0, maxRunning: 0 };

const WORKER_URL = new URL("./pdf-worker.mjs", import.meta.url);

let running = 0;
const queue: (() => void)[] = [];

/**
 * THE PARSE SEMAPHORE (issue 33: "let one parse per CPU run at a time"): every PDF parse of the
 * server passes here. At most `concurrency` (one per CPU) run; up to `maxQueued` wait in order;
 * more answer 429 at once. A waiting request never waits for long: each running parse ends at
 * `timeoutMs`, so the longest wait is maxQueued / concurrency × timeoutMs. Without it, ten bombs at
 * once took 3.6 GB; tests/server/pdf-limits.test.ts ("runs one parse per CPU at a time") fails
 * without it.
 */
async function slot<T>(limits: PdfLimits, work: () => Promise<T>): Promise<T> {
  if (running >= limits.concurrency) {
    if (queue.length >= limits.maxQueued) {
      throw new ApiError(429, EDGE_MESSAGES.recognitionBusy, { "Retry-After": "5" });
    }
    await new Promise<void>((resolve) => queue.push(resolve));
  } else {
    running += 1;
  }
  pdfProbe.maxRunning = Math.max(pdfProbe.maxRunning, running);
  try {
    return await work();
  } finally {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  }
}

function runWorker(bytes: Uint8Array, maxChars: number, limits: PdfLimits): Promise<Answer> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_URL, {
      // The worker is plain JavaScript: no loader (tsx) needed, none inherited.
      execArgv: [],
      workerData: {
        bytes,
        maxChars,
        maxPages: limits.maxPages,
        maxExpandedBytes: limits.maxExpandedBytes,
      },
      resourceLimits: {
        maxOldGenerationSizeMb: limits.maxHeapMb,
        maxYoungGenerationSizeMb: 32,
        stackSizeMb: 4,
      },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const finish = (answer: Answer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(answer);
    };
    const timer = setTimeout(() => finish({ kind: "tooComplex" }), limits.timeoutMs);
    worker.once("message", (answer: Answer) => finish(answer));
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or any crash: the file is over a limit.
    worker.once("error", () => finish({ kind: "tooComplex" }));
    worker.once("exit", () => finish({ kind: "unreadable" }));
  });
}

export async function pdfText(
  bytes: Uint8Array,
  maxChars: number,
  limits: PdfLimits = PDF_LIMITS,
): Promise<string> {
  const answer = await slot(limits, () => runWorker(bytes.slice(), maxChars, limits));
  pdfProbe.maxInflated = Math.max(pdfProbe.maxInflated, answer.inflated ?? -1);
  if (answer.kind === "tooComplex") throw new ApiError(400, EDGE_MESSAGES.pdfTooComplex);
  if (answer.kind === "unreadable") throw new ApiError(400, RECOGNITION_MESSAGES.pdfUnreadable);
  if (answer.text.replace(/\s+/g, "") === "") {
    throw new ApiError(400, RECOGNITION_MESSAGES.pdfNoText);
  }
  return answer.text;
}
