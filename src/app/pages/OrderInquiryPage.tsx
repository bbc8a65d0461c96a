import * as React from "react";
import { useSearch } from "wouter";
import { ApiError } from "../../api/client";
import { fetchMyInquiries, saveInquiry } from "../../api/inquiry";
import { prefillFromQuery } from "../../domain/inquiry";
import type { InquiryInput } from "../../domain/inquiry-schema";
import { failed, type Loadable, loading, ready } from "../../ui/loadable";
import { type InquiryPage, InquiryScreen } from "../../widgets/inquiry/InquiryScreen";

/** /af_order_inquiry: prefilled from the query (the quote page's hand-over), saved to the server. */
export default function OrderInquiryPage() {
  const search = useSearch();
  const { prefill, fromQuote } = React.useMemo(() => prefillFromQuery(search), [search]);
  const [page, setPage] = React.useState(1);
  const [list, setList] = React.useState<Loadable<InquiryPage>>(loading);
  const [attempt, setAttempt] = React.useState(0);
  const [saving, setSaving] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const [savedNo, setSavedNo] = React.useState<string | null>(null);

  React.useEffect(() => {
    let live = true;
    setList(loading);
    fetchMyInquiries(page)
      .then((data) => live && setList(ready(data)))
      .catch(() => live && setList(failed));
    return () => {
      live = false;
    };
  }, [page, attempt]);

  const submit = async (input: InquiryInput) => {
    setSaving(true);
    setError(null);
    setSavedNo(null);
    try {
      const saved = await saveInquiry(input);
      setSavedNo(saved.inquiryNo);
      setPage(1);
      setAttempt((n) => n + 1);
    } catch (e) {
      setError(e instanceof ApiError ? e.failure.message : "保存失败，请稍后重试");
    } finally {
      setSaving(false);
    }
  };

  return (
    <InquiryScreen
      key={search}
      prefill={prefill}
      fromQuote={fromQuote}
      list={list}
      saving={saving}
      error={error}
      savedNo={savedNo}
      onSubmit={(input) => void submit(input)}
      onPage={setPage}
      onRetry={() => setAttempt((n) => n + 1)}
    />
  );
}
