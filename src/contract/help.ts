import * as v from "valibot";
import {
  SURVEY_ANSWER_SCHEMA,
  type SurveyAnswers,
  type SurveyQuestion,
} from "../domain/investigate";
import { endpoint } from "./endpoint";

/** The satisfaction survey (/investigate). */
export type Survey = {
  surveyId: string;
  questions: SurveyQuestion[];
  answers: SurveyAnswers | null;
  submittedAt: string | null;
};

export const INVESTIGATE = {
  survey: endpoint<Survey>()({ method: "GET", path: "/hrs/investigate", permission: "signed-in" }),
  submit: endpoint<boolean>()({
    method: "POST",
    path: "/hrs/investigate/submit",
    permission: "signed-in",
    body: v.strictObject({ answers: SURVEY_ANSWER_SCHEMA }),
  }),
};
