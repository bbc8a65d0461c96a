import { keepPreviousData, useQuery } from "@tanstack/react-query";
import * as React from "react";
import { fetchAirports } from "../../api/lookup";
import { useDebounced } from "../../ui/use-debounced";
import { AirportScreen } from "../../widgets/lookup/AirportScreen";
import { keys } from "../queries/keys";
import { loadableOf, useSessionUser } from "../queries/shell";

/** Typing asks once it pauses this long; an answer for an older keyword is cancelled. */
const TYPING_SETTLE_MS = 150;
const PAGE_SIZE = 20;

/** /af_airport: the airport lookup; the last answer stays on screen while the next one comes. */
export default function AirportPage() {
  const who = useSessionUser();
  const [keyword, setKeyword] = React.useState("");
  const [page, setPage] = React.useState(1);
  const typed = useDebounced(keyword.trim(), TYPING_SETTLE_MS);
  const query = useQuery({
    queryKey: keys.airports(who, typed, page),
    queryFn: ({ signal }) =>
      fetchAirports({ keyword: typed, current: page, size: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <AirportScreen
      keyword={keyword}
      result={loadableOf(query)}
      refreshing={query.isPlaceholderData}
      onKeywordChange={(next) => {
        setKeyword(next);
        setPage(1);
      }}
      onPage={setPage}
      onRetry={() => void query.refetch()}
    />
  );
}
