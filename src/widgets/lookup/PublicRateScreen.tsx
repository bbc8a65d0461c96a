import type { PublicRateRow } from "../../contract/lookup";
import { useLang, useT } from "../../i18n";
import { lookupMessages } from "../../i18n/messages/lookup";
import { Code, LookupScreen, type LookupState } from "./LookupScreen";
import { rateColumns } from "./rate-columns";

export type PublicRateScreenProps = LookupState<PublicRateRow>;

/** /af_tact_public: carriers' published rates by route, with their validity. */
export function PublicRateScreen(props: PublicRateScreenProps) {
  const t = useT(lookupMessages);
  const zhFirst = useLang() === "zh-CN";
  return (
    <LookupScreen<PublicRateRow>
      {...props}
      name="public-rate"
      title={t("publicRateTitle")}
      intro={t("publicRateIntro")}
      placeholder={t("publicRatePlaceholder")}
      noResult={(keyword) => t("noRate", { keyword })}
      getRowId={(r) => `${r.route}-${r.carrier}`}
      columns={[
        { id: "route", header: t("colRoute"), sortable: true, cell: (r) => <Code>{r.route}</Code> },
        {
          id: "carrier",
          header: t("colCarrier"),
          sortable: true,
          cell: (r) => (
            <span className="whitespace-nowrap">
              <Code>{r.carrier}</Code> {zhFirst ? r.carrierName : r.carrierNameEn}
            </span>
          ),
        },
        ...rateColumns<PublicRateRow>(t),
        {
          id: "validTo",
          header: t("colValidity"),
          cell: (r) => (
            <span className="whitespace-nowrap tabular-nums">{`${r.validFrom} ~ ${r.validTo}`}</span>
          ),
        },
      ]}
    />
  );
}
