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
  // one task, and a timer each is a dozen more for the browser to track (decisions §24).
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

/** The failure policy of every call (401 ends the session; others toast unless silent). */
function failWithPolicy(failure: ApiFailure, silent: boolean, path: string): never {
  if (failure.kind === "http" && failure.status === 401) hooks.onUnauthorized(failure);
  else if (!silent) hooks.onFailure(failure, { path });
  throw new ApiError(failure);
}

async function envelopeMessage(response: Response): Promise<string | undefined> {
  try {
    return ((await response.json()) as Envelope<unknown>).messageInfo;
  } catch {
    return undefined;
  }
}

export type FileAnswer = { blob: Blob; fileName: string | null; headers: Headers };

/**
 * A call answered with a file (an .xlsx export): the body as a Blob when the status is 2xx,
 * else the envelope's message through the same failure policy as every other call.
 */
export async function requestBlob(
  method: string,
  path: string,
  options: Pick<RequestOptions, "json" | "silent" | "timeout" | "signal"> = {},
): Promise<FileAnswer> {
  const { json, silent = false, timeout = DEFAULT_TIMEOUT } = options;
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException("timeout", "TimeoutError")),
    timeout,
  );
  options.signal?.addEventListener("abort", () => controller.abort(options.signal?.reason));
  const headers: Record<string, string> = { Accept: "*/*" };
  const token = hooks.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (json !== undefined) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(hooks.baseUrl + path, {
      method,
      headers,
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
      signal: controller.signal,
    });
  } catch (error) {
    clearTimeout(timer);
    if (options.signal?.aborted) throw error;
    return failWithPolicy(
      controller.signal.aborted
        ? { kind: "timeout", message: HTTP_MESSAGES.timeout }
        : { kind: "network", message: HTTP_MESSAGES.network },
      silent,
      path,
    );
  }
  try {
    if (!response.ok) {
      const message = failureMessage(response.status, await envelopeMessage(response));
      return failWithPolicy({ kind: "http", status: response.status, message }, silent, path);
    }
    const disposition = response.headers.get("content-disposition") ?? "";
    const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
    const plain = /filename="([^"]+)"/i.exec(disposition)?.[1];
    const fileName = star ? decodeURIComponent(star) : (plain ?? null);
    return { blob: await response.blob(), fileName, headers: response.headers };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A multipart upload through XMLHttpRequest, the one browser API that reports upload progress
 * (fraction 0–1). Same token, envelope and failure policy as `request`.
 */
export function uploadForm<T>(
  path: string,
  form: FormData,
  options: {
    onProgress?: (fraction: number) => void;
    silent?: boolean;
    timeout?: number;
    signal?: AbortSignal;
    /** Success code of the envelope: 0, or 200 for chat calls. */
    successCode?: number;
  } = {},
): Promise<T> {
  const { silent = false, timeout = DEFAULT_TIMEOUT, successCode = 0 } = options;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", hooks.baseUrl + path);
    xhr.timeout = timeout;
    xhr.setRequestHeader("Accept", "application/json");
    const token = hooks.getToken();
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    const fail = (failure: ApiFailure) => {
      try {
        failWithPolicy(failure, silent, path);
      } catch (error) {
        reject(error);
      }
    };
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(event.loaded / event.total);
    };
    xhr.ontimeout = () => fail({ kind: "timeout", message: HTTP_MESSAGES.timeout });
    xhr.onerror = () => fail({ kind: "network", message: HTTP_MESSAGES.network });
    xhr.onabort = () => reject(options.signal?.reason ?? new DOMException("aborted", "AbortError"));
    xhr.onload = () => {
      let envelope: Envelope<T> | undefined;
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope<T>;
      } catch {
        envelope = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        fail({
          kind: "http",
          status: xhr.status,
          message: failureMessage(xhr.status, envelope?.messageInfo),
        });
        return;
      }
      if (envelope?.code !== successCode) {
        fail({
          kind: "business",
          code: envelope?.code ?? -1,
          message: envelope?.messageInfo || HTTP_MESSAGES.dataFailed,
        });
        return;
      }
      options.onProgress?.(1);
      resolve(envelope.data);
    };
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

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
