import type { CarrierRow } from "../../contract/lookup";
import { useLang, useT } from "../../i18n";
import { lookupMessages } from "../../i18n/messages/lookup";
import { Code, LookupScreen, type LookupState, TwoNames } from "./LookupScreen";

export type CarrierScreenProps = LookupState<CarrierRow>;

/** A link out to a carrier's or line's tracking site (new tab). */
export function SiteLink({ href, label }: { href: string | null; label: string }) {
  if (!href) return <span className="text-neutral-500">—</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="break-all text-brand underline-offset-2 hover:underline"
    >
      {new URL(href).host}
      <span className="sr-only">{label}</span>
    </a>
  );
}

/** /af_carrier: airlines by code, AWB prefix or name, with alliance and tracking site. */
export function CarrierScreen(props: CarrierScreenProps) {
  const t = useT(lookupMessages);
  const zhFirst = useLang() === "zh-CN";
  return (
    <LookupScreen<CarrierRow>
      {...props}
      name="carrier"
      title={t("carrierTitle")}
      intro={t("carrierIntro")}
      placeholder={t("carrierPlaceholder")}
      noResult={(keyword) => t("noCarrier", { keyword })}
      getRowId={(r) => r.iata}
      columns={[
        {
          id: "iata",
          header: t("colCarrierIata"),
          sortable: true,
          cell: (r) => <Code>{r.iata}</Code>,
        },
        {
          id: "icao",
          header: t("colCarrierIcao"),
          sortable: true,
          cell: (r) => <Code>{r.icao}</Code>,
        },
        {
          id: "prefix",
          header: t("colPrefix"),
          sortable: true,
          cell: (r) => <Code>{r.prefix}</Code>,
        },
        {
          id: "nameEn",
          header: t("colCarrier"),
          sortable: true,
          cell: (r) =>
            zhFirst && r.nameZh ? (
              <TwoNames main={r.nameZh} other={r.nameEn} />
            ) : (
              <TwoNames main={r.nameEn} other={r.nameZh} />
            ),
        },
        { id: "country", header: t("colCountry"), sortable: true, cell: (r) => r.country ?? "—" },
        {
          id: "alliance",
          header: t("colAlliance"),
          sortable: true,
          cell: (r) => r.alliance ?? "—",
        },
        {
          id: "trackingUrl",
          header: t("colTracking"),
          cell: (r) => (
            <SiteLink
              href={r.trackingUrl}
              label={t("trackAt", { name: (zhFirst && r.nameZh) || r.nameEn })}
            />
          ),
        },
      ]}
    />
  );
}
