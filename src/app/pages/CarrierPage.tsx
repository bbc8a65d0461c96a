import type { CarrierRow } from "../../contract/lookup";
import { CarrierScreen } from "../../widgets/lookup/CarrierScreen";
import { useLookup } from "../queries/lookup";

/** The carriers lookup: searched as the user types, sortable, paged. */
export default function CarrierPage() {
  return <CarrierScreen {...useLookup<CarrierRow>("carriers")} />;
}
