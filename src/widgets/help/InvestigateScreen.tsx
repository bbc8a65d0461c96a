import * as React from "react";
import { formatTimestamp } from "../../domain/format";
import type { SurveyAnswers, SurveyQuestion } from "../../domain/investigate";
import { keyOfSource, type Translate, useLang, useT } from "../../i18n";
import { helpMessages, surveyMessages } from "../../i18n/messages/help";
import { Button } from "../../ui/button";
import { cn } from "../../ui/cn";
import type { Loadable } from "../../ui/loadable";
import { Spinner } from "../../ui/spinner";

export type SurveyState = {
  questions: readonly SurveyQuestion[];
  answers: SurveyAnswers | null;
  submittedAt: string | null;
};

export type InvestigateScreenProps = {
  survey: Loadable<SurveyState>;
  submitting: boolean;
  /** The server's refusal (e.g. a question left out). */
  error: string | null;
  justSubmitted: boolean;
  onSubmit: (answers: SurveyAnswers) => void;
  onRetry: () => void;
};

type SurveyKey = keyof (typeof surveyMessages)["zh-CN"];
const MISSING_PREFIX = "请回答：";

/** A question's or choice's Chinese wording (as the domain and server say it) in the page's language. */
function surveyText(ts: Translate<SurveyKey>, zh: string): string {
  const key = keyOfSource(surveyMessages, zh);
  if (key) return ts(key);
  // The server's "请回答：<question>" names the question in Chinese too.
  if (zh.startsWith(MISSING_PREFIX)) {
    return ts("answerMissing", { title: surveyText(ts, zh.slice(MISSING_PREFIX.length)) });
  }
  return zh;
}

/** /investigate: the questionnaire behind the dashboard's activity banner. */
export function InvestigateScreen(props: InvestigateScreenProps) {
  const t = useT(helpMessages);
  return (
    <div
      data-slot="investigate"
      className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-5 sm:px-6"
    >
      <div>
        <h1 className="text-xl font-semibold text-neutral-900">{t("surveyTitle")}</h1>
        <p className="mt-1 text-sm text-neutral-700">{t("surveyBody")}</p>
      </div>
      {props.survey.status === "loading" ? (
        <div role="status" className="grid h-64 place-items-center text-brand">
          <Spinner className="size-6" label={t("surveyLoading")} />
        </div>
      ) : props.survey.status === "error" ? (
        <div
          role="alert"
          className="flex h-48 flex-col items-center justify-center gap-3 rounded-md border border-dashed border-red-200 bg-red-50/50"
        >
          <p className="text-sm text-red-800">{t("surveyFailed")}</p>
          <Button variant="outline" size="sm" onClick={props.onRetry}>
            {t("surveyRetry")}
          </Button>
        </div>
      ) : (
        <SurveyForm {...props} survey={props.survey.data} />
      )}
    </div>
  );
}

function SurveyForm({
  survey,
  submitting,
  error,
  justSubmitted,
  onSubmit,
}: Omit<InvestigateScreenProps, "survey" | "onRetry"> & { survey: SurveyState }) {
  const ts = useT(surveyMessages);
  const say = (zh: string) => surveyText(ts, zh);
  const lang = useLang();
  const t = useT(helpMessages);
  const [answers, setAnswers] = React.useState<SurveyAnswers>(survey.answers ?? {});
  const set = (id: string, value: string | string[] | number) =>
    setAnswers((a) => ({ ...a, [id]: value }));
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(answers);
      }}
      className="flex flex-col gap-4"
    >
      {survey.submittedAt && !justSubmitted ? (
        <p className="rounded border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-800">
          {t("surveySubmitted", {
            time: formatTimestamp(survey.submittedAt, lang),
          })}
        </p>
      ) : null}
      {survey.questions.map((q, index) => (
        <fieldset key={q.id} className="rounded-md border border-neutral-200 bg-white p-4">
          <legend className="sr-only">{say(q.title)}</legend>
          <p aria-hidden="true" className="mb-3 text-sm font-medium text-neutral-900">
            {index + 1}. {say(q.title)}
            {q.required ? (
              <span className="ml-2 text-xs font-normal text-red-700">{t("surveyRequired")}</span>
            ) : null}
            {q.kind === "multi" && q.max < q.options.length ? (
              <span className="ml-2 text-xs font-normal text-neutral-600">
                {t("surveyChooseUpTo", { max: q.max })}
              </span>
            ) : null}
          </p>
          {q.kind === "single" || q.kind === "multi" ? (
            <div className="flex flex-wrap gap-2">
              {q.options.map((option) => {
                const value = answers[q.id];
                const checked =
                  q.kind === "single"
                    ? value === option
                    : Array.isArray(value) && value.includes(option);
                return (
                  <label key={option} className={cn(CHOICE, checked ? CHOICE_ON : CHOICE_OFF)}>
                    <input
                      type={q.kind === "single" ? "radio" : "checkbox"}
                      name={q.id}
                      className="sr-only"
                      checked={checked}
                      onChange={(e) => {
                        if (q.kind === "single") set(q.id, option);
                        else {
                          const list = Array.isArray(value) ? value : [];
                          set(
                            q.id,
                            e.target.checked ? [...list, option] : list.filter((x) => x !== option),
                          );
                        }
                      }}
                    />
                    {say(option)}
                  </label>
                );
              })}
            </div>
          ) : q.kind === "rating" ? (
            <div className="flex gap-2">
              {[1, 2, 3, 4, 5].map((n) => (
                <label
                  key={n}
                  className={cn(
                    CHOICE,
                    "w-12 justify-center",
                    answers[q.id] === n ? CHOICE_ON : CHOICE_OFF,
                  )}
                >
                  <input
                    type="radio"
                    name={q.id}
                    className="sr-only"
                    checked={answers[q.id] === n}
                    onChange={() => set(q.id, n)}
                    aria-label={t("surveyRating", { n })}
                  />
                  {n}
                </label>
              ))}
            </div>
          ) : (
            <textarea
              aria-label={say(q.title)}
              maxLength={q.maxLength}
              rows={3}
              value={typeof answers[q.id] === "string" ? (answers[q.id] as string) : ""}
              onChange={(e) => set(q.id, e.target.value)}
              className="w-full rounded border border-neutral-300 p-2 text-sm focus-visible:border-brand focus-visible:ring-2 focus-visible:ring-brand-200 focus-visible:outline-none"
            />
          )}
        </fieldset>
      ))}
      {error ? (
        <p
          role="alert"
          className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {say(error)}
        </p>
      ) : null}
      {justSubmitted ? (
        <p
          role="status"
          className="rounded border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800"
        >
          {t("surveyThanks")}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" loading={submitting}>
          {t("surveySubmit")}
        </Button>
      </div>
    </form>
  );
}

const CHOICE =
  "inline-flex h-9 cursor-pointer items-center rounded border px-3 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand";
const CHOICE_ON = "border-brand bg-brand-50 font-medium text-brand";
const CHOICE_OFF = "border-neutral-300 bg-white text-neutral-800 hover:border-brand-300";
