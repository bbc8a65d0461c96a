import * as React from "react";
import type { FlightRow } from "../../contract/lookup";
import { FlightScreen } from "../../widgets/lookup/FlightScreen";
import { useLookup } from "../queries/lookup";

/** /af_flight: the flight schedule lookup, by route and date. */
export default function FlightPage() {
  const [date, setDate] = React.useState("");
  const state = useLookup<FlightRow>("flights", date ? { date } : {});
  return (
    <FlightScreen
      {...state}
      date={date}
      onDateChange={(next) => {
        setDate(next);
        state.onPage(1);
      }}
    />
  );
}
