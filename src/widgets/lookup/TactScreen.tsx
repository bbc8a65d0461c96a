import type { TactRow } from "../../contract/lookup";
import { useT } from "../../i18n";
import { lookupMessages } from "../../i18n/messages/lookup";
import { Code, LookupScreen, type LookupState } from "./LookupScreen";
import { rateColumns } from "./rate-columns";

export type TactScreenProps = LookupState<TactRow>;

/** /af_tact: TACT-style general rates by origin and destination (CNY per kg). */
export function TactScreen(props: TactScreenProps) {
  const t = useT(lookupMessages);
  return (
    <LookupScreen<TactRow>
      {...props}
      name="tact"
      title={t("tactTitle")}
      intro={t("tactIntro")}
      placeholder={t("tactPlaceholder")}
      noResult={(keyword) => t("noRate", { keyword })}
      getRowId={(r) => r.route}
      columns={[
        { id: "route", header: t("colRoute"), sortable: true, cell: (r) => <Code>{r.route}</Code> },
        { id: "currency", header: t("colCurrency"), cell: (r) => r.currency },
        ...rateColumns<TactRow>(t),
      ]}
    />
  );
}
