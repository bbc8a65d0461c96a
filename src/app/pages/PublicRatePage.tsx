import type { PublicRateRow } from "../../contract/lookup";
import { PublicRateScreen } from "../../widgets/lookup/PublicRateScreen";
import { useLookup } from "../queries/lookup";

/** /af_tact_public: the published rate lookup. */
export default function PublicRatePage() {
  return <PublicRateScreen {...useLookup<PublicRateRow>("publicRates")} />;
}
