import type { FlightRow } from "../../contract/lookup";
import { useLang, useT } from "../../i18n";
import { lookupMessages } from "../../i18n/messages/lookup";
import { Input } from "../../ui/input";
import { Code, LookupScreen, type LookupState } from "./LookupScreen";

export type FlightScreenProps = LookupState<FlightRow> & {
  /** YYYY-MM-DD or "" for every day. */
  date: string;
  onDateChange: (date: string) => void;
};

/** /af_flight: seeded flight schedules by route, flight or carrier, and date. */
export function FlightScreen({ date, onDateChange, ...props }: FlightScreenProps) {
  const t = useT(lookupMessages);
  const zhFirst = useLang() === "zh-CN";
  const dayNames = t("weekdays").split(",");
  return (
    <LookupScreen<FlightRow>
      {...props}
      name="flight"
      title={t("flightTitle")}
      intro={t("flightIntro")}
      placeholder={t("flightPlaceholder")}
      noResult={(keyword) => t("noFlight", { keyword })}
      getRowId={(r) => `${r.flightNo}-${r.route}`}
      extra={
        <div className="flex flex-col gap-1.5">
          <label htmlFor="flight-date" className="text-sm font-medium text-neutral-800">
            {t("flightDate")}
          </label>
          <Input
            id="flight-date"
            type="date"
            value={date}
            onChange={(e) => onDateChange(e.target.value)}
            className="w-44"
          />
        </div>
      }
      columns={[
        {
          id: "flightNo",
          header: t("colFlight"),
          sortable: true,
          cell: (r) => <Code>{r.flightNo}</Code>,
        },
        { id: "route", header: t("colRoute"), sortable: true, cell: (r) => <Code>{r.route}</Code> },
        {
          id: "carrier",
          header: t("colCarrier"),
          sortable: true,
          cell: (r) => (
            <span className="whitespace-nowrap">{zhFirst ? r.carrierName : r.carrierNameEn}</span>
          ),
        },
        {
          id: "departureTime",
          header: t("colDeparture"),
          sortable: true,
          cell: (r) => <span className="tabular-nums">{r.departureTime}</span>,
        },
        {
          id: "arrivalTime",
          header: t("colArrival"),
          sortable: true,
          cell: (r) => (
            <span className="whitespace-nowrap tabular-nums">
              {r.arrivalTime}
              {r.arrivalDays > 0 ? <sup className="ml-0.5 text-xs">+{r.arrivalDays}</sup> : null}
            </span>
          ),
        },
        {
          id: "days",
          header: t("colDays"),
          cell: (r) => (
            <span className="whitespace-nowrap">
              {[...r.days].map((d) => dayNames[Number(d) - 1] ?? d).join(" ")}
            </span>
          ),
        },
        {
          id: "aircraft",
          header: t("colAircraft"),
          cell: (r) => (
            <span className="whitespace-nowrap">
              {r.aircraft} · {r.freighter ? t("freighter") : t("belly")}
            </span>
          ),
        },
      ]}
    />
  );
}
