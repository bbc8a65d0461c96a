import { Hono } from "hono";
import * as v from "valibot";
import {
  SURVEY_ANSWER_SCHEMA,
  SURVEY_ID,
  SURVEY_QUESTIONS,
  surveyProblem,
} from "../../src/domain/investigate.ts";
import { fail, ok } from "../envelope.ts";
import { limitBody, readJson } from "../http/body.ts";
import type { AppEnv, Deps } from "../http/types.ts";
import { ISO } from "./dashboard.ts";

/** /hrs/investigate: the questionnaire behind the dashboard's activity banner. */
export function investigateRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const auth = c.get("auth");
      const [row] = await db.query<{ answers: Record<string, unknown>; submittedAt: string }>(
        `select answers, to_char(submitted_at at time zone 'UTC', ${ISO}) as "submittedAt"
         from survey_answers where user_id = $1 and org_id = $2 and survey_id = $3`,
        [auth.userId, auth.orgId, SURVEY_ID],
      );
      return ok(c, {
        surveyId: SURVEY_ID,
        questions: SURVEY_QUESTIONS,
        answers: row?.answers ?? null,
        submittedAt: row?.submittedAt ?? null,
      });
    })
    .post("/submit", limitBody(), async (c) => {
      const auth = c.get("auth");
      const { answers } = await readJson(c, v.strictObject({ answers: SURVEY_ANSWER_SCHEMA }));
      const problem = surveyProblem(answers);
      if (problem) return fail(c, problem);
      await db.query(
        `insert into survey_answers (user_id, org_id, survey_id, answers) values ($1, $2, $3, $4)
         on conflict (user_id, org_id, survey_id) do update set
           answers = excluded.answers, submitted_at = now()`,
        [auth.userId, auth.orgId, SURVEY_ID, JSON.stringify(answers)],
      );
      return ok(c, true, "提交成功");
    });
}
