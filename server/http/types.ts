import type { AuthContext } from "../auth/sessions.ts";
import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { Logger } from "../log.ts";

/** clock: the system's unless given (tests pass their own, server/clock.ts). */
export type Deps = { db: Db; config: Config; log: Logger; clock?: Clock };

export type AppEnv = {
  Variables: {
    auth: AuthContext;
    clientAddress: string;
    requestId: string;
  };
};
