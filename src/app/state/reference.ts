import { atom, useAtomValue, useSetAtom } from "jotai";
import * as React from "react";
import { fetchReferenceData, fetchReferenceVersion } from "../../api/reference";
import type { ReferenceVersion } from "../../contract/lookup";
import type { ReferenceData } from "../../domain/reference";

/**
 * The cached reference data of the session (seed 000 §3): airlines, countries, hot export and
 * import cities, with their version. Loaded by the shell at start (never on /login or the share
 * page, which do not render the shell); null until it arrives.
 */
export type ReferenceState = { version: ReferenceVersion; data: ReferenceData };

export const referenceAtom = atom<ReferenceState | null>(null);

const sameVersion = (a: ReferenceVersion, b: ReferenceVersion) =>
  (Object.keys(a) as (keyof ReferenceVersion)[]).every((k) => a[k] === b[k]);

/** The shell's start-up load: the version first, then the files only if it changed. */
export function useLoadReferenceData(): void {
  const setReference = useSetAtom(referenceAtom);
  const current = React.useRef<ReferenceState | null>(null);
  React.useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        const version = await fetchReferenceVersion();
        if (current.current && sameVersion(current.current.version, version)) return;
        const data = await fetchReferenceData(version);
        if (cancelled) return;
        current.current = { version, data };
        setReference(current.current);
      } catch {
        // Reference data only helps the pickers; a failed load leaves them to the lookups.
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [setReference]);
}

/** The session's reference data, for the forms that ask for an airline, a country or a station. */
export const useReferenceData = (): ReferenceData | null =>
  useAtomValue(referenceAtom)?.data ?? null;
