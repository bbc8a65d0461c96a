import * as React from "react";
import type { ReferenceData } from "../domain/reference";

/**
 * The session's reference data (airlines, countries, hot cities) for the pickers inside forms;
 * the shell provides it once it has loaded (src/app/reference/queries.ts), null until then.
 */
const ReferenceDataContext = React.createContext<ReferenceData | null>(null);

export function ReferenceDataProvider({
  value,
  children,
}: {
  value: ReferenceData | null;
  children: React.ReactNode;
}) {
  return <ReferenceDataContext.Provider value={value}>{children}</ReferenceDataContext.Provider>;
}

export const useReferenceContext = (): ReferenceData | null =>
  React.useContext(ReferenceDataContext);
