import { INVESTIGATE } from "../contract/help";
import type { SurveyAnswers } from "../domain/investigate";
import { call } from "./call";

export const fetchSurvey = () => call(INVESTIGATE.survey, {}, { silent: true });
export const submitSurvey = (answers: SurveyAnswers) =>
  call(INVESTIGATE.submit, { body: { answers } }, { silent: true });
