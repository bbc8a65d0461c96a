import type { AirportRow } from "../../contract/lookup";
import { AirportScreen } from "../../widgets/lookup/AirportScreen";
import { useLookup } from "../queries/lookup";

/** The airports lookup: searched as the user types, sortable, paged. */
export default function AirportPage() {
  return <AirportScreen {...useLookup<AirportRow>("airports")} />;
}
