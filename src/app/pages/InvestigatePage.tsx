import { useQuery, useQueryClient } from "@tanstack/react-query";
import * as React from "react";
import { ApiError } from "../../api/client";
import { fetchSurvey, submitSurvey } from "../../api/help";
import type { SurveyAnswers } from "../../domain/investigate";
import { useT } from "../../i18n";
import { helpMessages } from "../../i18n/messages/help";
import type { Loadable } from "../../ui/loadable";
import { InvestigateScreen, type SurveyState } from "../../widgets/help/InvestigateScreen";
import { keys } from "../queries/keys";
import { loadableOf, useSessionUser } from "../queries/shell";

/** /investigate: the questionnaire, stored per user and organisation on the server. */
export default function InvestigatePage() {
  const t = useT(helpMessages);
  const who = useSessionUser();
  const client = useQueryClient();
  const query = useQuery({ queryKey: keys.survey(who), queryFn: fetchSurvey });
  const survey: Loadable<SurveyState> = loadableOf(query);
  const [submitting, setSubmitting] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const [justSubmitted, setJustSubmitted] = React.useState(false);

  const submit = async (answers: SurveyAnswers) => {
    setSubmitting(true);
    setError(null);
    setJustSubmitted(false);
    try {
      await submitSurvey(answers);
      setJustSubmitted(true);
      await client.invalidateQueries({ queryKey: keys.survey(who) });
    } catch (e) {
      setError(e instanceof ApiError ? e.failure.message : t("submitFailed"));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <InvestigateScreen
      survey={survey}
      submitting={submitting}
      error={error}
      justSubmitted={justSubmitted}
      onSubmit={(a) => void submit(a)}
      onRetry={() => void query.refetch()}
    />
  );
}
