import type { AuthContext } from "../auth/sessions.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { Logger } from "../log.ts";

export type Deps = { db: Db; config: Config; log: Logger };

export type AppEnv = {
  Variables: {
    auth: AuthContext;
    clientAddress: string;
    requestId: string;
  };
};
