import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { fetchSurvey, submitSurvey } from "../../api/help";
import type { SurveyAnswers } from "../../domain/investigate";
import { keys } from "../queries/keys";
import { useSessionUser } from "../queries/shell";
import type { Session } from "../state/session";

type Who = Session["user"];

/** /investigate: the questionnaire, stored per user and organisation. */
export const helpQueries = {
  survey: (who: Who) => queryOptions({ queryKey: keys.survey(who), queryFn: fetchSurvey }),
};

/** Submits the answers; the stored survey is asked for again (it now holds them). */
export function useSubmitSurvey() {
  const who = useSessionUser();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answers: SurveyAnswers) => submitSurvey(answers),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.survey(who) }),
  });
}
