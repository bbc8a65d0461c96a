/**
 * What the server tests share: the API's envelope, calls that read it, the demo users' sign-ins
 * and the seeded organisations' and users' ids. The harness itself is in harness.ts.
 */
import { afterAll, beforeAll } from "vitest";
import { type Harness, startHarness } from "./harness.ts";

/** The envelope every API answer comes in. */
export type Body<T = unknown> = { code: number; messageInfo: string; data: T };

/** An answer's HTTP status and its envelope. */
export type Answer<T = unknown> = { status: number; body: Body<T> };

/** The response's body as JSON, typed as the caller says (an envelope unless told). */
export async function json<T = Body>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** A response's status and its envelope. */
export async function answer<T = unknown>(res: Response): Promise<Answer<T>> {
  return { status: res.status, body: await json<Body<T>>(res) };
}

export type SendOptions = {
  /** POST unless told. */
  method?: string;
  /** application/json unless told. */
  contentType?: string;
  /** The client address the harness reports; its default unless told. */
  address?: string;
};

export type Api = {
  /** GET with the token, read as an envelope. */
  get: <T = unknown>(path: string, token: string) => Promise<Answer<T>>;
  /**
   * A request with a body (a string as is, anything else as JSON) and the token if there is one,
   * read as an envelope. Without a body it sends neither a body nor a content type.
   */
  send: <T = unknown>(
    path: string,
    token: string | undefined,
    body?: unknown,
    options?: SendOptions,
  ) => Promise<Answer<T>>;
};

/**
 * Calls on the harness the function returns when called: test files create their harness in
 * beforeAll, after these are made.
 */
export function api(harness: () => Harness): Api {
  return {
    get: async (path, token) => answer(await harness().call(path, { token })),
    send: async (path, token, body, options = {}) => {
      const { method = "POST", contentType = "application/json", address } = options;
      const res = await harness().call(path, {
        method,
        ...(token ? { token } : {}),
        ...(body === undefined
          ? {}
          : {
              body: typeof body === "string" ? body : JSON.stringify(body),
              headers: { "content-type": contentType },
            }),
        ...(address ? { address } : {}),
      });
      return answer(res);
    },
  };
}

/** The seeded demo users' login names (login type | account | organisation). */
export const DEMO_LOGINS = {
  admin: "2|admin|DEMO",
  staff: "1|staff@demo.example|DEMO",
  phone: "0|13800000001|DEMO",
  partner: "1|partner@demo.example|DEMO",
  admin2: "2|admin|DEMO2",
} as const;

export type DemoLogin = keyof typeof DEMO_LOGINS;

/** Signs the demo users in, one after another in the order given; their tokens by name. */
export async function signIn<K extends DemoLogin>(
  h: Harness,
  ...who: K[]
): Promise<Record<K, string>> {
  const tokens = {} as Record<K, string>;
  for (const name of who) tokens[name] = await h.login(DEMO_LOGINS[name]);
  return tokens;
}

/** The seeded organisations' ids (0 for one that is missing). */
export async function orgIds(h: Harness): Promise<{ demo: number; demo2: number }> {
  const orgs = await h.db.query<{ id: number; code: string }>("select id, code from orgs");
  return {
    demo: orgs.find((o) => o.code === "DEMO")?.id ?? 0,
    demo2: orgs.find((o) => o.code === "DEMO2")?.id ?? 0,
  };
}

/** The seeded demo users' ids (0 for one that is missing). */
export async function userIds(
  h: Harness,
): Promise<{ admin: number; staff: number; phone: number; partner: number }> {
  const users = await h.db.query<{ id: number; login: string }>(
    "select id, coalesce(login_name, email, phone) as login from users",
  );
  const id = (login: string) => users.find((u) => u.login === login)?.id ?? 0;
  return {
    admin: id("admin"),
    staff: id("staff@demo.example"),
    phone: id("13800000001"),
    partner: id("partner@demo.example"),
  };
}

export type DemoServer<K extends DemoLogin> = Api & {
  /** The running harness (inside the file's tests only). */
  readonly h: Harness;
  tokens: Record<K, string>;
  ids: { demo: number; demo2: number; admin: number };
};

/**
 * A test file's server on the demo seed: started before its tests with the given people signed
 * in, closed after them. `tokens` and `ids` are filled in place when the server is up.
 */
export function demoServer<K extends DemoLogin>(...logins: K[]): DemoServer<K> {
  let harness: Harness | undefined;
  const tokens = {} as Record<K, string>;
  const ids = { demo: 0, demo2: 0, admin: 0 };
  beforeAll(async () => {
    harness = await startHarness();
    Object.assign(tokens, await signIn(harness, ...logins));
    Object.assign(ids, await orgIds(harness));
    ids.admin = (await userIds(harness)).admin;
  });
  afterAll(() => harness?.close());
  const current = () => {
    if (!harness) throw new Error("demoServer: the server runs only inside its file's tests");
    return harness;
  };
  return {
    ...api(current),
    tokens,
    ids,
    get h() {
      return current();
    },
  };
}
