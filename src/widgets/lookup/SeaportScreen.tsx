import type { SeaportRow } from "../../contract/lookup";
import { useLang, useT } from "../../i18n";
import { lookupMessages } from "../../i18n/messages/lookup";
import { Code, LookupScreen, type LookupState, TwoNames } from "./LookupScreen";

export type SeaportScreenProps = LookupState<SeaportRow>;

/** /sc_port_maintenance: seaports by UN/LOCODE, with country and names in both languages. */
export function SeaportScreen(props: SeaportScreenProps) {
  const t = useT(lookupMessages);
  const zhFirst = useLang() === "zh-CN";
  return (
    <LookupScreen<SeaportRow>
      {...props}
      name="seaport"
      title={t("seaportTitle")}
      intro={t("seaportIntro")}
      placeholder={t("seaportPlaceholder")}
      noResult={(keyword) => t("noSeaport", { keyword })}
      getRowId={(r) => r.locode}
      columns={[
        {
          id: "locode",
          header: t("colLocode"),
          sortable: true,
          cell: (r) => <Code>{r.locode}</Code>,
        },
        {
          id: "nameEn",
          header: t("colPort"),
          sortable: true,
          cell: (r) =>
            zhFirst ? (
              <TwoNames main={r.nameZh} other={r.nameEn} />
            ) : (
              <TwoNames main={r.nameEn} other={r.nameZh} />
            ),
        },
        {
          id: "countryCode",
          header: t("colCountry"),
          sortable: true,
          cell: (r) => (
            <span className="whitespace-nowrap">
              {`${r.countryCode} · ${(zhFirst ? r.countryZh : r.country) ?? r.country ?? ""}`}
            </span>
          ),
        },
      ]}
    />
  );
}
