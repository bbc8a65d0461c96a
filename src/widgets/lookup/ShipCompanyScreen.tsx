import type { ShipCompanyRow } from "../../contract/lookup";
import { useLang, useT } from "../../i18n";
import { lookupMessages } from "../../i18n/messages/lookup";
import { SiteLink } from "./CarrierScreen";
import { Code, LookupScreen, type LookupState, TwoNames } from "./LookupScreen";

export type ShipCompanyScreenProps = LookupState<ShipCompanyRow>;

/** /sc_ship_company: shipping lines by SCAC, container prefix or name, with tracking site. */
export function ShipCompanyScreen(props: ShipCompanyScreenProps) {
  const t = useT(lookupMessages);
  const zhFirst = useLang() === "zh-CN";
  return (
    <LookupScreen<ShipCompanyRow>
      {...props}
      name="ship-company"
      title={t("shipCompanyTitle")}
      intro={t("shipCompanyIntro")}
      placeholder={t("shipCompanyPlaceholder")}
      noResult={(keyword) => t("noShipCompany", { keyword })}
      getRowId={(r) => r.scac}
      columns={[
        { id: "scac", header: "SCAC", sortable: true, cell: (r) => <Code>{r.scac}</Code> },
        {
          id: "nameEn",
          header: t("colShipCompany"),
          sortable: true,
          cell: (r) =>
            zhFirst ? (
              <TwoNames main={r.nameZh} other={r.nameEn} />
            ) : (
              <TwoNames main={r.nameEn} other={r.nameZh} />
            ),
        },
        {
          id: "containerPrefixes",
          header: t("colContainerPrefixes"),
          cell: (r) => (
            <span className="font-mono text-neutral-700">{r.containerPrefixes.join(" ")}</span>
          ),
        },
        {
          id: "trackingUrl",
          header: t("colTracking"),
          cell: (r) => (
            <SiteLink
              href={r.trackingUrl}
              label={t("trackAt", { name: zhFirst ? r.nameZh : r.nameEn })}
            />
          ),
        },
      ]}
    />
  );
}
