import { useQuery } from "@tanstack/react-query";
import { ApiError } from "../../api/client";
import { useT } from "../../i18n";
import { helpMessages } from "../../i18n/messages/help";
import type { Loadable } from "../../ui/loadable";
import { InvestigateScreen, type SurveyState } from "../../widgets/help/InvestigateScreen";
import { helpQueries, useSubmitSurvey } from "../help/queries";
import { loadableOf, useSessionUser } from "../queries/shell";

/** /investigate: the questionnaire, stored per user and organisation on the server. */
export default function InvestigatePage() {
  const t = useT(helpMessages);
  const who = useSessionUser();
  const query = useQuery(helpQueries.survey(who));
  const survey: Loadable<SurveyState> = loadableOf(query);
  const submit = useSubmitSurvey();
  const error = submit.error
    ? submit.error instanceof ApiError
      ? submit.error.failure.message
      : t("submitFailed")
    : null;

  return (
    <InvestigateScreen
      survey={survey}
      submitting={submit.isPending}
      error={error}
      justSubmitted={submit.isSuccess}
      onSubmit={(a) => submit.mutate(a)}
      onRetry={() => void query.refetch()}
    />
  );
}
