import { type AnswerOf, type AnyEndpoint, fillPath, type InputOf } from "../contract/endpoint";
import {
  buildQuery,
  type FileAnswer,
  type RequestOptions,
  request,
  requestBlob,
  uploadForm,
} from "./client";

/** What a caller may add to a call: its failure policy, deadline and cancellation. */
export type CallOptions = Pick<RequestOptions, "silent" | "timeout" | "signal" | "successCode">;

type Args<E extends AnyEndpoint> = keyof InputOf<E> extends never
  ? [input?: InputOf<E>, options?: CallOptions]
  : Partial<InputOf<E>> extends InputOf<E>
    ? [input?: InputOf<E>, options?: CallOptions]
    : [input: InputOf<E>, options?: CallOptions];

type Input = { params?: Record<string, string | number>; query?: object; body?: unknown };

/**
 * Calls a contract entry (decision 0068) over the one HTTP client (src/api/client.ts): the path
 * filled from `params`, `query` as the query string, `body` as JSON; answers the envelope's data.
 */
export function call<E extends AnyEndpoint>(entry: E, ...[input, options]: Args<E>) {
  const { params, query, body } = (input ?? {}) as Input;
  return request<AnswerOf<E>>(entry.method, fillPath(entry.path, params), {
    ...options,
    query: query as RequestOptions["query"],
    json: body,
  });
}

/** Calls an entry answered with a file (`answerKind: "file"`): the Blob and its file name. */
export function callFile<E extends AnyEndpoint>(
  entry: E,
  ...[input, options]: Args<E>
): Promise<FileAnswer> {
  const { params, query, body } = (input ?? {}) as Input;
  const path = fillPath(entry.path, params) + buildQuery(query as RequestOptions["query"]);
  return requestBlob(entry.method, path, { ...options, json: body });
}

/** Sends an upload entry's form (`upload: true`), reporting progress (0–1). */
export function callUpload<E extends AnyEndpoint>(
  entry: E,
  form: FormData,
  options: CallOptions & { onProgress?: (fraction: number) => void } = {},
  params?: Record<string, string | number>,
): Promise<AnswerOf<E>> {
  return uploadForm<AnswerOf<E>>(fillPath(entry.path, params), form, options);
}
