import { type ApiFailure, failureMessage, HTTP_MESSAGES } from "./errors";

export type Envelope<T> = { code: number; messageInfo?: string; data: T };

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
  /** Called once for every failed call that is not silent. */
  onFailure(failure: ApiFailure, context: { path: string }): void;
};

export const DEFAULT_TIMEOUT = 150_000;

let hooks: ClientHooks = { baseUrl: "", getToken: () => null, onFailure: () => {} };

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
  const timer = setTimeout(
    () => controller.abort(new DOMException("timeout", "TimeoutError")),
    timeout,
  );
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
    if (!silent) hooks.onFailure(failure, { path });
    throw new ApiError(failure);
  };

  let response: Response;
  try {
    response = await fetch(hooks.baseUrl + path + buildQuery(query), {
      method,
      headers,
      body,
      signal: controller.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const timedOut = controller.signal.aborted;
    return failWith(
      timedOut
        ? { kind: "timeout", message: HTTP_MESSAGES.timeout }
        : { kind: "network", message: HTTP_MESSAGES.network },
    );
  } finally {
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
