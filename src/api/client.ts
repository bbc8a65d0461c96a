import { BATCH_MAX, type BatchAnswer } from "../contract/batch";
import type { Envelope } from "../contract/http";
import { type ApiFailure, failureMessage, HTTP_MESSAGES } from "./errors";

export type { Envelope };

export class ApiError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.message);
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  query?: Record<string, QueryValue>;
  json?: unknown;
  form?: Record<string, string>;
  /** ms; the spec's default is 150 s. */
  timeout?: number;
  /** Success code of the envelope: 0, or 200 for chat calls. */
  successCode?: number;
  /** Do not show the failure to the user (the caller handles it). */
  silent?: boolean;
  signal?: AbortSignal;
};

export type ClientHooks = {
  /** Prefix for every path; empty in the browser (same origin), a URL in node tests. */
  baseUrl: string;
  getToken(): string | null;
  /** Called once for every failed call that is not silent, except a 401. */
  onFailure(failure: ApiFailure, context: { path: string }): void;
  /**
   * Called for every 401, silent calls included: the session has ended (revoked, expired, the
   * user disabled) and nothing the page does next can succeed (src/app/session/policy.ts).
   */
  onUnauthorized(failure: ApiFailure): void;
  /**
   * Where GET calls started in the same task go together (src/contract/batch.ts), or null to send
   * each on its own. The app sets it; tests that fake `fetch` leave it off.
   */
  batchPath: string | null;
};

export const DEFAULT_TIMEOUT = 150_000;

let hooks: ClientHooks = {
  baseUrl: "",
  getToken: () => null,
  onFailure: () => {},
  onUnauthorized: () => {},
  batchPath: null,
};

/** The app installs its token source and its error presenter; widgets never call the client. */
export function configureClient(next: Partial<ClientHooks>): void {
  hooks = { ...hooks, ...next };
}

/** Trimmed, empty values left out (001 §5: query parameters are trimmed, empty ones omitted). */
export function buildQuery(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    if (raw === null || raw === undefined) continue;
    const value = String(raw).trim();
    if (value !== "") params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

export async function request<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const { query, json, form, timeout = DEFAULT_TIMEOUT, successCode = 0, silent = false } = options;
  const controller = new AbortController();
  const onTimeout = () => controller.abort(new DOMException("timeout", "TimeoutError"));
  // The platform's own deadline where there is one: a page's first load starts a dozen calls in
  // one task, and a timer each is a dozen more for the browser to track (docs/decisions.md §24).
  const deadline = typeof AbortSignal.timeout === "function" ? AbortSignal.timeout(timeout) : null;
  deadline?.addEventListener("abort", onTimeout, { once: true });
  const timer = deadline ? undefined : setTimeout(onTimeout, timeout);
  options.signal?.addEventListener("abort", () => controller.abort(options.signal?.reason));
  const headers: Record<string, string> = { Accept: "application/json" };
  const token = hooks.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(json);
  } else if (form) {
    body = new URLSearchParams(form);
  }

  const failWith = (failure: ApiFailure): never => {
    if (failure.kind === "http" && failure.status === 401) hooks.onUnauthorized(failure);
    else if (!silent) hooks.onFailure(failure, { path });
    throw new ApiError(failure);
  };

  let response: Response;
  try {
    const target = path + buildQuery(query);
    const init: RequestInit = { method, headers, body, signal: controller.signal };
    response = await (method === "GET" && hooks.batchPath
      ? batched(hooks.batchPath, target, init, controller.signal)
      : fetch(hooks.baseUrl + target, init));
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const timedOut = controller.signal.aborted;
    return failWith(
      timedOut
        ? { kind: "timeout", message: HTTP_MESSAGES.timeout }
        : { kind: "network", message: HTTP_MESSAGES.network },
    );
  } finally {
    deadline?.removeEventListener("abort", onTimeout);
    clearTimeout(timer);
  }

  let envelope: Envelope<T> | undefined;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    envelope = undefined;
  }
  if (!response.ok) {
    return failWith({
      kind: "http",
      status: response.status,
      message: failureMessage(response.status, envelope?.messageInfo),
    });
  }
  if (!envelope || typeof envelope.code !== "number") {
    return failWith({ kind: "business", code: -1, message: HTTP_MESSAGES.dataFailed });
  }
  if (envelope.code !== successCode) {
    return failWith({
      kind: "business",
      code: envelope.code,
      message: envelope.messageInfo || HTTP_MESSAGES.dataFailed,
    });
  }
  return envelope.data;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>("GET", path, options),
  post: <T>(path: string, options?: RequestOptions) => request<T>("POST", path, options),
  put: <T>(path: string, options?: RequestOptions) => request<T>("PUT", path, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>("DELETE", path, options),
};

type Queued = {
  target: string;
  init: RequestInit;
  signal: AbortSignal;
  resolve(response: Response): void;
  reject(reason: unknown): void;
};

let queue: Queued[] = [];
let flushScheduled = false;

/**
 * A GET call that waits for the end of the current task, then leaves with the other GET calls
 * started meanwhile: on its own when it is the only one, else in one batch. Settles as `fetch`
 * would: with the call's own answer, or rejected when its signal aborts (its timeout) or the
 * line fails.
 */
function batched(
  batchPath: string,
  target: string,
  init: RequestInit,
  signal: AbortSignal,
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
    queue.push({ target, init, signal, resolve, reject });
    if (!flushScheduled) {
      flushScheduled = true;
      // A macrotask, not a microtask: the calls of one commit's effects, or of the work started
      // together, and of timers already queued, join it.
      setTimeout(() => {
        flushScheduled = false;
        const ready = queue.filter((q) => !q.signal.aborted);
        queue = [];
        // Calls with different tokens (a sign-in in between) never share a batch.
        const byToken = new Map<string, Queued[]>();
        for (const q of ready) {
          const key = (q.init.headers as Record<string, string>).Authorization ?? "";
          byToken.set(key, [...(byToken.get(key) ?? []), q]);
        }
        for (const group of byToken.values()) {
          for (let i = 0; i < group.length; i += BATCH_MAX) {
            void sendBatch(batchPath, group.slice(i, i + BATCH_MAX));
          }
        }
      }, 0);
    }
  });
}

const alone = (q: Queued) => fetch(hooks.baseUrl + q.target, q.init).then(q.resolve, q.reject);

async function sendBatch(batchPath: string, group: Queued[]): Promise<void> {
  const [first] = group;
  if (!first) return;
  if (group.length === 1) {
    await alone(first);
    return;
  }
  const headers = new Headers(first.init.headers);
  headers.set("Content-Type", "application/json");
  let response: Response;
  try {
    response = await fetch(hooks.baseUrl + batchPath, {
      method: "POST",
      headers,
      body: JSON.stringify({ requests: group.map((q) => q.target) }),
    });
  } catch (error) {
    // The line failed: every call in it fails as its own fetch would have.
    for (const q of group) q.reject(error);
    return;
  }
  let answers: BatchAnswer[] | null = null;
  try {
    const envelope = response.ok ? ((await response.json()) as Envelope<BatchAnswer[]>) : null;
    if (envelope?.code === 0 && Array.isArray(envelope.data)) {
      answers = envelope.data.length === group.length ? envelope.data : null;
    }
  } catch {
    answers = null;
  }
  if (!answers) {
    // A server without the batch (or one that refused it, e.g. a session that just ended):
    // each call goes on its own and meets its own answer.
    await Promise.all(group.map(alone));
    return;
  }
  group.forEach((q, i) => {
    const answer = answers[i] as BatchAnswer;
    const empty = answer.body === null || [204, 205, 304].includes(answer.status);
    const status = answer.status >= 200 && answer.status <= 599 ? answer.status : 502;
    q.resolve(
      new Response(empty ? null : JSON.stringify(answer.body), {
        status,
        headers: { "Content-Type": "application/json" },
      }),
    );
  });
}
