import type * as v from "valibot";
import type { OrderAction } from "../domain/order";

/**
 * An API call declared once (decision 0068): method, path, who may call it, what it accepts and
 * what it answers. The server registers the route, validates the request and derives the
 * permission table from it (server/http/route.ts, server/http/requires.ts); the client calls it
 * (src/api/call.ts); stories answer it (stories/mock-endpoint.ts). No path is written twice.
 */

/**
 * Who may call an endpoint: anyone, without a token (`public`: the server's public paths are
 * derived from these entries, server/http/public-paths.ts), or, beyond a valid token, nothing
 * more (`signed-in`), a menu the caller's
 * role is granted (`menu:<path>`, the path as the sidebar has it), a button identifier of the
 * role's `buttonInfo` (`button:<name>`), or the order workspace's scope check (`scope:…`).
 */
export type Permission =
  | "public"
  | "signed-in"
  | `menu:${string}`
  | `button:${string}`
  | `scope:${OrderAction | "menu"}`;

export type Method = "GET" | "POST" | "PUT" | "DELETE";

/** How the call is answered: the JSON envelope (the default) or a file (an .xlsx export). */
export type AnswerKind = "json" | "file";

type Schema = v.GenericSchema;

/**
 * One endpoint. `path` is the full path as Hono registers it, parameters with their pattern
 * (`/hrs/notice/:id{[0-9]{1,9}}`); `query` validates the query text, `body` the JSON body, each
 * with the catalogue's messages (400 on bad input). `Answer` is the envelope's `data`.
 */
export type Endpoint<
  M extends Method = Method,
  P extends string = string,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  Answer = unknown,
> = {
  readonly method: M;
  readonly path: P;
  readonly permission: Permission;
  readonly query?: Q;
  readonly body?: B;
  readonly answerKind?: AnswerKind;
  /** A multipart upload (a file): the server reads the form, the client sends FormData. */
  readonly upload?: boolean;
  /** Type only: never set. */
  readonly __answer?: Answer;
};

// biome-ignore lint/suspicious/noExplicitAny: the widest endpoint, for helpers over any entry.
export type AnyEndpoint = Endpoint<Method, string, any, any, any>;

export type AnswerOf<E> =
  E extends Endpoint<Method, string, infer _Q, infer _B, infer A> ? A : never;

/** The parameter names of a Hono path: `/a/:id{[0-9]+}/b/:name` → "id" | "name". */
export type ParamNames<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? CleanName<Name> | ParamNames<`/${Tail}`>
    : CleanName<Rest>
  : never;
type CleanName<N extends string> = N extends `${infer Name}{${string}` ? Name : N;

/** A query value as the client sends it (001 §5: trimmed, empty ones left out). */
export type QueryValue = string | number | boolean | null | undefined;

type ParamsInput<P extends string> = [ParamNames<P>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamNames<P>, string | number> };
type QueryInput<Q> = Q extends Schema
  ? { query: { [K in keyof v.InferInput<Q>]?: QueryValue } }
  : { query?: undefined };
type BodyInput<B> = B extends Schema ? { body: v.InferInput<B> } : { body?: undefined };

/** What a caller passes for an endpoint: its path parameters, query and body, each if it has one. */
export type InputOf<E> =
  E extends Endpoint<Method, infer P, infer Q, infer B, unknown>
    ? ParamsInput<P> & QueryInput<Q> & BodyInput<B>
    : never;

/** The server's view of a request that passed the entry's schemas. */
export type ValidInput<E> =
  E extends Endpoint<Method, infer P, infer Q, infer B, unknown>
    ? {
        params: Record<ParamNames<P>, string>;
        query: Q extends Schema ? v.InferOutput<Q> : Record<string, never>;
        body: B extends Schema ? v.InferOutput<B> : undefined;
        /** An upload's form fields (`upload: true`). */
        form: Record<string, string | File>;
      }
    : never;

/**
 * Declares an endpoint: `endpoint<Answer>()({ method, path, permission, query?, body? })`.
 * Curried so the answer type is named and the rest inferred.
 */
export const endpoint =
  <Answer>() =>
  <
    const M extends Method,
    const P extends string,
    Q extends Schema | undefined = undefined,
    B extends Schema | undefined = undefined,
  >(entry: {
    method: M;
    path: P;
    permission: Permission;
    query?: Q;
    body?: B;
    answerKind?: AnswerKind;
    upload?: boolean;
  }): Endpoint<M, P, Q, B, Answer> =>
    entry;

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)(\{(?:[^{}]|\{[^{}]*\})*\})?/g;

/** The URL path of a call: each `:name{pattern}` replaced by its value, URL-encoded. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(PARAM, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The path with its parameters' patterns left out (`/a/:id`), as msw and the docs write it. */
export const plainPath = (path: string): string => path.replace(PARAM, ":$1");

/** The key of the permission table: `GET /hrs/notice/admin`. */
export const endpointKey = (entry: AnyEndpoint): string => `${entry.method} ${entry.path}`;

/** A regular expression matching the URL paths of an entry's path (its parameters' patterns kept). */
export function pathPattern(path: string): RegExp {
  let out = "";
  let last = 0;
  for (const m of path.matchAll(PARAM)) {
    out += escapeText(path.slice(last, m.index));
    out += m[2] ? `(?:${m[2].slice(1, -1)})` : "[^/]+";
    last = (m.index ?? 0) + m[0].length;
  }
  return new RegExp(`^${out}${escapeText(path.slice(last))}$`);
}
const escapeText = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
