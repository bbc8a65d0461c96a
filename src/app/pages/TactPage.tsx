import type { TactRow } from "../../contract/lookup";
import { TactScreen } from "../../widgets/lookup/TactScreen";
import { useLookup } from "../queries/lookup";

/** /af_tact: the TACT-style rate lookup. */
export default function TactPage() {
  return <TactScreen {...useLookup<TactRow>("tact")} />;
}
