/**
 * The share pages' own small fetch: public calls only (no token), a short timeout for slow
 * phone networks, and the raw response kept for PDF downloads.
 */
export type Envelope<T> = { code: number; messageInfo?: string | null; data: T };

export type CallResult<T> =
  | { ok: true; status: number; body: Envelope<T> | null; response: Response }
  | { ok: false; message: string };

export const SHARE_TIMEOUT_MS = 20_000;

// The staff app's client says the same; it is not imported so the share page stays small.
const TIMEOUT_MESSAGE = "请求超时，请检查网络或稍后重试";
const NETWORK_MESSAGE = "请检查您的网络";

type QueryValue = string | number | boolean | null | undefined;

/** 001 §5: query parameters are trimmed and empty ones left out. */
export function buildQuery(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const value = raw === null || raw === undefined ? "" : String(raw).trim();
    if (value !== "") params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

export async function call<T>(
  method: "GET" | "POST",
  path: string,
  options: { query?: Record<string, QueryValue>; json?: unknown } = {},
): Promise<CallResult<T>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SHARE_TIMEOUT_MS);
  try {
    const response = await fetch(path + buildQuery(options.query), {
      method,
      headers: {
        Accept: "application/json, application/pdf",
        ...(options.json === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
      signal: controller.signal,
    });
    const isJson = (response.headers.get("content-type") ?? "").includes("json");
    const body = isJson ? ((await response.json().catch(() => null)) as Envelope<T> | null) : null;
    return { ok: true, status: response.status, body, response };
  } catch {
    return {
      ok: false,
      message: controller.signal.aborted ? TIMEOUT_MESSAGE : NETWORK_MESSAGE,
    };
  } finally {
    clearTimeout(timer);
  }
}

/** Saves a downloaded file under the server's file name. */
export async function saveDownload(response: Response, fallbackName: string): Promise<void> {
  const blob = await response.blob();
  const disposition = response.headers.get("content-disposition") ?? "";
  const name = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = name;
  anchor.rel = "noopener";
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
