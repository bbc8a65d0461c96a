import { useQuery, useQueryClient } from "@tanstack/react-query";
import * as React from "react";
import { useSearch } from "wouter";
import { ApiError } from "../../api/client";
import { fetchMyInquiries, saveInquiry } from "../../api/inquiry";
import { prefillFromQuery } from "../../domain/inquiry";
import type { InquiryInput } from "../../domain/inquiry-schema";
import { useT } from "../../i18n";
import { inquiryMessages } from "../../i18n/messages/inquiry";
import type { Loadable } from "../../ui/loadable";
import { type InquiryPage, InquiryScreen } from "../../widgets/inquiry/InquiryScreen";
import { keys } from "../queries/keys";
import { loadableOf, useSessionUser } from "../queries/shell";

/** /af_order_inquiry: prefilled from the query (the quote page's hand-over), saved to the server. */
export default function OrderInquiryPage() {
  const t = useT(inquiryMessages);
  const search = useSearch();
  const { prefill, fromQuote } = React.useMemo(() => prefillFromQuery(search), [search]);
  const [page, setPage] = React.useState(1);
  const who = useSessionUser();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: keys.inquiries(who, page),
    queryFn: () => fetchMyInquiries(page),
  });
  const list: Loadable<InquiryPage> = loadableOf(query);
  const [saving, setSaving] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const [savedNo, setSavedNo] = React.useState<string | null>(null);

  const submit = async (input: InquiryInput) => {
    setSaving(true);
    setError(null);
    setSavedNo(null);
    try {
      const saved = await saveInquiry(input);
      setSavedNo(saved.inquiryNo);
      setPage(1);
      await client.invalidateQueries({ queryKey: keys.inquiriesOf(who) });
    } catch (e) {
      setError(e instanceof ApiError ? e.failure.message : t("saveFailed"));
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
      onRetry={() => void query.refetch()}
    />
  );
}
