import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { useSearch } from "wouter";
import { fetchCargoTracking } from "../../api/cargo-tracking";
import { splitTrackingNumbers, trackingProblem } from "../../domain/cargo-tracking";
import { useT } from "../../i18n";
import { cargoTrackingMessages } from "../../i18n/messages/cargo-tracking";
import { CargoTrackingScreen } from "../../widgets/cargo-tracking/CargoTrackingScreen";
import { keys } from "../queries/keys";
import { loadableOf, useSessionUser } from "../queries/shell";

const PROBLEM_KEY = { none: "problemNone", tooMany: "problemTooMany", bad: "problemBad" } as const;

/** /newCargoTracking (?numbers=a,b opens with them tracked). */
export default function CargoTrackingPage() {
  const who = useSessionUser();
  const t = useT(cargoTrackingMessages);
  const initial = new URLSearchParams(useSearch()).get("numbers") ?? "";
  const [text, setText] = React.useState(initial);
  const [numbers, setNumbers] = React.useState<string[] | null>(() => {
    const list = splitTrackingNumbers(initial);
    return list.length > 0 && !trackingProblem(list) ? list : null;
  });
  const [problem, setProblem] = React.useState<string | null>(null);
  const query = useQuery({
    queryKey: keys.cargoTracking(who, numbers ?? []),
    queryFn: ({ signal }) => fetchCargoTracking(numbers ?? [], signal),
    enabled: numbers !== null,
  });
  return (
    <CargoTrackingScreen
      text={text}
      onTextChange={setText}
      problem={problem}
      result={numbers ? loadableOf(query) : null}
      onRetry={() => void query.refetch()}
      onSubmit={() => {
        const list = splitTrackingNumbers(text);
        const found = trackingProblem(list);
        setProblem(found ? t(PROBLEM_KEY[found]) : null);
        if (!found) setNumbers(list);
      }}
    />
  );
}
