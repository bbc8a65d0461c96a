import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { useSearch } from "wouter";
import { ApiError } from "../../api/client";
import { prefillFromQuery } from "../../domain/inquiry";
import { useT } from "../../i18n";
import { inquiryMessages } from "../../i18n/messages/inquiry";
import type { Loadable } from "../../ui/loadable";
import { type InquiryPage, InquiryScreen } from "../../widgets/inquiry/InquiryScreen";
import { inquiryQueries, useSaveInquiry } from "../inquiry/queries";
import { loadableOf, useSessionUser } from "../queries/shell";

/** /af_order_inquiry: prefilled from the query (the quote page's hand-over), saved to the server. */
export default function OrderInquiryPage() {
  const t = useT(inquiryMessages);
  const search = useSearch();
  const { prefill, fromQuote } = React.useMemo(() => prefillFromQuery(search), [search]);
  const [page, setPage] = React.useState(1);
  const who = useSessionUser();
  const query = useQuery(inquiryQueries.mine(who, page));
  const list: Loadable<InquiryPage> = loadableOf(query);
  const save = useSaveInquiry();
  const error = save.error
    ? save.error instanceof ApiError
      ? save.error.failure.message
      : t("saveFailed")
    : null;

  return (
    <InquiryScreen
      key={search}
      prefill={prefill}
      fromQuote={fromQuote}
      list={list}
      saving={save.isPending}
      error={error}
      savedNo={save.data?.inquiryNo ?? null}
      onSubmit={(input) => save.mutate(input, { onSuccess: () => setPage(1) })}
      onPage={setPage}
      onRetry={() => void query.refetch()}
    />
  );
}
