import * as React from "react";
import { ApiError } from "../../api/client";
import { fetchSurvey, submitSurvey } from "../../api/help";
import type { SurveyAnswers } from "../../domain/investigate";
import { failed, type Loadable, loading, ready } from "../../ui/loadable";
import { InvestigateScreen, type SurveyState } from "../../widgets/help/InvestigateScreen";

/** /investigate: the questionnaire, stored per user and organisation on the server. */
export default function InvestigatePage() {
  const [survey, setSurvey] = React.useState<Loadable<SurveyState>>(loading);
  const [attempt, setAttempt] = React.useState(0);
  const [submitting, setSubmitting] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const [justSubmitted, setJustSubmitted] = React.useState(false);

  React.useEffect(() => {
    let live = true;
    setSurvey(loading);
    fetchSurvey()
      .then((s) => live && setSurvey(ready(s)))
      .catch(() => live && setSurvey(failed));
    return () => {
      live = false;
    };
  }, [attempt]);

  const submit = async (answers: SurveyAnswers) => {
    setSubmitting(true);
    setError(null);
    setJustSubmitted(false);
    try {
      await submitSurvey(answers);
      setJustSubmitted(true);
    } catch (e) {
      setError(e instanceof ApiError ? e.failure.message : "提交失败，请稍后重试");
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
      onRetry={() => setAttempt((n) => n + 1)}
    />
  );
}
