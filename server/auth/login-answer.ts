import type { Config } from "../config.ts";
import type { Queryable } from "../db/client.ts";
import { MESSAGES } from "../envelope.ts";
import { createSession, type NewSession } from "./sessions.ts";
import { loadUserInfo, type UserInfo } from "./user-info.ts";

/** What POST /auth/oauth/token answers; switchLogin and the SSO exchange answer the same. */
export type LoginAnswer = {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
} & UserInfo;

export type LoginResult = { ok: true; data: LoginAnswer } | { ok: false; message: string };

/**
 * Opens a session for a member and describes it. Nothing is opened for a member who has left the
 * organisation or has no role there: those get the message instead.
 */
export async function issueLogin(
  q: Queryable,
  config: Config,
  s: NewSession,
): Promise<LoginResult> {
  const info = await loadUserInfo(q, s);
  if (!info) return { ok: false, message: MESSAGES.userNotFound };
  if (info.roleId === null) return { ok: false, message: MESSAGES.noRole };
  const session = await createSession(q, config, s);
  return {
    ok: true,
    data: {
      access_token: session.token,
      token_type: "bearer",
      expires_in: session.expiresIn,
      ...info,
    },
  };
}
