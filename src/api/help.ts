import { INVESTIGATE_PATHS, type Survey } from "../contract/help";
import type { SurveyAnswers } from "../domain/investigate";
import { api } from "./client";

export const fetchSurvey = () => api.get<Survey>(INVESTIGATE_PATHS.survey, { silent: true });
export const submitSurvey = (answers: SurveyAnswers) =>
  api.post<boolean>(INVESTIGATE_PATHS.submit, { json: { answers }, silent: true });
