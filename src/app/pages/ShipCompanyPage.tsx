import type { ShipCompanyRow } from "../../contract/lookup";
import { ShipCompanyScreen } from "../../widgets/lookup/ShipCompanyScreen";
import { useLookup } from "../queries/lookup";

/** The shipCompanies lookup: searched as the user types, sortable, paged. */
export default function ShipCompanyPage() {
  return <ShipCompanyScreen {...useLookup<ShipCompanyRow>("shipCompanies")} />;
}
