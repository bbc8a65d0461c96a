/** Data as a page hands it to a widget: each block loads, fails and retries on its own. */
export type Loadable<T> =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; data: T };

export const loading = { status: "loading" } as const;
export const failed = { status: "error" } as const;
export const ready = <T>(data: T): Loadable<T> => ({ status: "ready", data });
