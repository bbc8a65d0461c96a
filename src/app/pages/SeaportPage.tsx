import type { SeaportRow } from "../../contract/lookup";
import { SeaportScreen } from "../../widgets/lookup/SeaportScreen";
import { useLookup } from "../queries/lookup";

/** The ports lookup: searched as the user types, sortable, paged. */
export default function SeaportPage() {
  return <SeaportScreen {...useLookup<SeaportRow>("ports")} />;
}
