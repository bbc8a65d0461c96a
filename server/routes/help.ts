import { Hono } from "hono";
import { INVESTIGATE } from "../../src/contract/help.ts";
import { SURVEY_ID, SURVEY_QUESTIONS, surveyProblem } from "../../src/domain/investigate.ts";
import { fail, ok } from "../envelope.ts";
import { limitBody } from "../http/body.ts";
import { route } from "../http/route.ts";
import type { AppEnv, Deps } from "../http/types.ts";
import { ISO } from "./dashboard.ts";

/** /hrs/investigate: the questionnaire behind the dashboard's activity banner. */
export function investigateRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  route(app, INVESTIGATE.survey, async (c) => {
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
  });
  route(app, INVESTIGATE.submit, limitBody(), async (c, { body: { answers } }) => {
    const auth = c.get("auth");
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
  return app;
}
