import type { AirportPage, AirportRow } from "../../contract/lookup";
import { useLang, useT } from "../../i18n";
import { lookupMessages } from "../../i18n/messages/lookup";
import { Input } from "../../ui/input";
import { LoadState } from "../../ui/load-state";
import type { Loadable } from "../../ui/loadable";
import { Pager } from "../../ui/pager";
import { Spinner } from "../../ui/spinner";
import { DataTable, type TableColumn } from "../../ui/table";

export type AirportScreenProps = {
  keyword: string;
  /** The page for the keyword last answered (kept while the next one is on its way). */
  result: Loadable<AirportPage>;
  /** An answer for a newer keyword or page is on its way. */
  refreshing: boolean;
  onKeywordChange: (keyword: string) => void;
  onPage: (current: number) => void;
  onRetry: () => void;
};

/** /af_airport: the world's airports by code, name or city, in Chinese or English. */
export function AirportScreen(props: AirportScreenProps) {
  const t = useT(lookupMessages);
  const lang = useLang();
  const zhFirst = lang === "zh-CN";
  const columns: TableColumn<AirportRow>[] = [
    {
      id: "iata",
      header: t("colIata"),
      cell: ({ row }) => (
        <span className="font-mono font-medium text-neutral-900">{row.original.iata}</span>
      ),
    },
    {
      id: "icao",
      header: t("colIcao"),
      cell: ({ row }) => (
        <span className="font-mono text-neutral-700">{row.original.icao ?? "—"}</span>
      ),
    },
    {
      id: "airport",
      header: t("colAirport"),
      cell: ({ row }) => {
        const { nameZh, nameEn } = row.original;
        const main = zhFirst && nameZh ? nameZh : nameEn;
        const other = zhFirst && nameZh ? nameEn : nameZh;
        return (
          <span className="flex min-w-48 flex-col">
            <span className="text-neutral-900">{main}</span>
            {other ? <span className="text-xs text-neutral-600">{other}</span> : null}
          </span>
        );
      },
    },
    {
      id: "city",
      header: t("colCity"),
      cell: ({ row }) =>
        zhFirst && row.original.cityZh ? row.original.cityZh : row.original.cityEn,
    },
    {
      id: "country",
      header: t("colCountry"),
      cell: ({ row }) =>
        zhFirst && row.original.countryZh ? row.original.countryZh : row.original.country,
    },
    {
      id: "timeZone",
      header: t("colTimeZone"),
      cell: ({ row }) => (
        <span className="whitespace-nowrap text-neutral-700">{row.original.timeZone ?? "—"}</span>
      ),
    },
  ];
  const keyword = props.keyword.trim();
  return (
    <div
      data-slot="airport-screen"
      className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-5 sm:px-6"
    >
      <div>
        <h1 className="text-xl font-semibold text-neutral-900">{t("airportTitle")}</h1>
        <p className="mt-1 text-sm text-neutral-700">{t("airportIntro")}</p>
      </div>
      <search className="flex max-w-md flex-col gap-1.5">
        <span className="flex items-center justify-between gap-2">
          <label htmlFor="airport-keyword" className="text-sm font-medium text-neutral-800">
            {t("keyword")}
          </label>
          {/* Space kept, so the table does not move when an answer starts or ends. */}
          <span role="status" className="flex h-5 items-center gap-1.5 text-xs text-neutral-700">
            {props.refreshing ? (
              <>
                <Spinner className="size-3.5 text-brand" />
                {t("updating")}
              </>
            ) : null}
          </span>
        </span>
        <Input
          id="airport-keyword"
          type="search"
          autoComplete="off"
          spellCheck={false}
          value={props.keyword}
          placeholder={t("airportPlaceholder")}
          onChange={(e) => props.onKeywordChange(e.target.value)}
        />
      </search>
      <LoadState
        value={props.result}
        loadingLabel={t("loading")}
        failedText={t("failed")}
        retryText={t("retry")}
        onRetry={props.onRetry}
      >
        {(data) => (
          <div className="flex flex-col gap-3" aria-busy={props.refreshing}>
            <DataTable
              columns={columns}
              data={data.records}
              caption={t("results")}
              empty={keyword ? t("noResult", { keyword }) : t("empty")}
              getRowId={(r) => r.iata}
              density="compact"
            />
            <Pager page={data} onPage={props.onPage} />
          </div>
        )}
      </LoadState>
    </div>
  );
}
