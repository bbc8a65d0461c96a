import type { SurveyAnswers, SurveyQuestion } from "../domain/investigate";

/** The satisfaction survey (/investigate). */
export type Survey = {
  surveyId: string;
  questions: SurveyQuestion[];
  answers: SurveyAnswers | null;
  submittedAt: string | null;
};

export const INVESTIGATE_PATHS = {
  survey: "/hrs/investigate",
  submit: "/hrs/investigate/submit",
} as const;
