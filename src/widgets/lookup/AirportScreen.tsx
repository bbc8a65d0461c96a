import type { AirportRow } from "../../contract/lookup";
import { useLang, useT } from "../../i18n";
import { lookupMessages } from "../../i18n/messages/lookup";
import { Code, LookupScreen, type LookupState, TwoNames } from "./LookupScreen";

export type AirportScreenProps = LookupState<AirportRow>;

/** /af_airport: the world's airports by code, name or city, in Chinese or English. */
export function AirportScreen(props: AirportScreenProps) {
  const t = useT(lookupMessages);
  const zhFirst = useLang() === "zh-CN";
  return (
    <LookupScreen<AirportRow>
      {...props}
      name="airport"
      title={t("airportTitle")}
      intro={t("airportIntro")}
      placeholder={t("airportPlaceholder")}
      noResult={(keyword) => t("noResult", { keyword })}
      getRowId={(r) => r.iata}
      columns={[
        { id: "iata", header: t("colIata"), sortable: true, cell: (r) => <Code>{r.iata}</Code> },
        { id: "icao", header: t("colIcao"), sortable: true, cell: (r) => <Code>{r.icao}</Code> },
        {
          id: "nameEn",
          header: t("colAirport"),
          sortable: true,
          cell: (r) =>
            zhFirst && r.nameZh ? (
              <TwoNames main={r.nameZh} other={r.nameEn} />
            ) : (
              <TwoNames main={r.nameEn} other={r.nameZh} />
            ),
        },
        {
          id: "cityEn",
          header: t("colCity"),
          sortable: true,
          cell: (r) => (zhFirst && r.cityZh ? r.cityZh : r.cityEn),
        },
        {
          id: "country",
          header: t("colCountry"),
          sortable: true,
          cell: (r) => (zhFirst && r.countryZh ? r.countryZh : r.country),
        },
        {
          id: "timeZone",
          header: t("colTimeZone"),
          sortable: true,
          cell: (r) => (
            <span className="whitespace-nowrap text-neutral-700">{r.timeZone ?? "—"}</span>
          ),
        },
      ]}
    />
  );
}
