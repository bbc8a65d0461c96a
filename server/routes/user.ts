import { Hono } from "hono";
import * as v from "valibot";
import { PASSWORD_MAX, PASSWORD_MESSAGES, PASSWORD_MIN } from "../../src/domain/password.ts";
import { isCommonPassword } from "../auth/common-passwords.ts";
import { hashPassword, verifyPassword } from "../auth/password.ts";
import { checkThrottle, recordFailure, recordSuccess } from "../auth/throttle.ts";
import { systemClock } from "../clock.ts";
import { ApiError, fail, MESSAGES, ok } from "../envelope.ts";
import { limitBody, readJson } from "../http/body.ts";
import type { AppEnv, Deps } from "../http/types.ts";

/** Past this many wrong current passwords the caller waits, as with logins. */
const TOO_MANY_WRONG_OLD = "原密码错误次数过多，请稍后再试";

/** The languages of the shell's switch (GET /hrs/user/selectParamTexts). */
export const PAGE_LANGUAGES = [
  { value: "zh-CN", label: "简体中文" },
  { value: "en-US", label: "English" },
] as const;
export const PAGE_LANGUAGE_CODES = PAGE_LANGUAGES.map((l) => l.value);
export const LANGUAGE_MESSAGE = "语言代码不正确，应为 zh-CN 或 en-US";

// Only the shape is checked here; the password rules answer with a business code below.
const text = (message: string) => v.pipe(v.string(message), v.minLength(1, message));

const RESET_PASSWORD = v.strictObject({
  oldPassword: text(PASSWORD_MESSAGES.oldRequired),
  newPassword: text(PASSWORD_MESSAGES.newRequired),
  confirmPassword: text(PASSWORD_MESSAGES.confirmRequired),
});

const PARAM_TEXT = v.strictObject({
  paramText: v.picklist(PAGE_LANGUAGE_CODES, LANGUAGE_MESSAGE),
});

/** /hrs/user: the caller's own password and page language. */
export function userRoutes({ db, config, clock = systemClock }: Deps) {
  return new Hono<AppEnv>()
    .post("/resetPassword", limitBody(), async (c) => {
      const auth = c.get("auth");
      const body = await readJson(c, RESET_PASSWORD);
      // Wrong current passwords are throttled like logins, keyed by the account.
      const account = `password-change:${auth.userId}`;
      const address = c.get("clientAddress");
      const { wait } = await checkThrottle(db, account, address, {
        slowdownMs: config.loginSlowdownMs,
        clock,
      });
      if (wait > 0) {
        throw new ApiError(429, TOO_MANY_WRONG_OLD, { "Retry-After": String(wait) });
      }
      if (body.newPassword !== body.confirmPassword) return fail(c, PASSWORD_MESSAGES.mismatch);
      // Counted like the form counts it (src/domain/password.ts), so both sides agree.
      const length = body.newPassword.length;
      if (length < PASSWORD_MIN || length > PASSWORD_MAX) return fail(c, PASSWORD_MESSAGES.length);
      if (isCommonPassword(body.newPassword)) return fail(c, PASSWORD_MESSAGES.common);

      const [user] = await db.query<{ hash: string }>(
        "select password_hash as hash from users where id = $1",
        [auth.userId],
      );
      const right =
        user !== undefined &&
        body.oldPassword.length <= PASSWORD_MAX &&
        (await verifyPassword(body.oldPassword, user.hash));
      if (!right) {
        await recordFailure(db, account, address, clock);
        return fail(c, PASSWORD_MESSAGES.wrongOld);
      }
      await recordSuccess(db, account, address);
      if (body.newPassword.normalize("NFKC") === body.oldPassword.normalize("NFKC")) {
        return fail(c, PASSWORD_MESSAGES.sameAsOld);
      }

      // Hash outside the transaction: scrypt is slow on purpose and PGlite serialises everything.
      const hash = await hashPassword(body.newPassword);
      await db.tx(async (q) => {
        await q.query(
          "update users set password_hash = $2, password_changed_at = now() where id = $1",
          [auth.userId, hash],
        );
        // Every other session of the person, in every organisation, ends; this one goes on.
        await q.query(
          `update sessions set revoked_at = now()
           where user_id = $1 and id <> $2 and revoked_at is null`,
          [auth.userId, auth.sessionId],
        );
      });
      return ok(c, true, "操作成功");
    })
    .get("/paramText", async (c) => {
      const [row] = await db.query<{ language: string }>(
        "select page_language as language from users where id = $1",
        [c.get("auth").userId],
      );
      if (!row) throw new ApiError(404, MESSAGES.notFound);
      return ok(c, row.language);
    })
    .put("/paramText", limitBody(), async (c) => {
      const { paramText } = await readJson(c, PARAM_TEXT);
      await db.query("update users set page_language = $2 where id = $1", [
        c.get("auth").userId,
        paramText,
      ]);
      return ok(c, true);
    })
    .get("/selectParamTexts", (c) => ok(c, PAGE_LANGUAGES));
}
