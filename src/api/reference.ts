import { REFERENCE_PATHS, type ReferenceVersion } from "../contract/lookup";
import { REFERENCE_FILES, type ReferenceData, type ReferenceName } from "../domain/reference";

/**
 * The reference files of seed 001 §7. Their version (each file's content hash) is asked every
 * start, never cached; each file is asked with its hash, which the server answers as immutable,
 * so the browser's cache serves a file it has seen and only a changed file crosses the network.
 */
export async function fetchReferenceVersion(): Promise<ReferenceVersion> {
  const res = await fetch(REFERENCE_PATHS.version, { cache: "no-cache" });
  if (!res.ok) throw new Error(`reference version ${res.status}`);
  return (await res.json()) as ReferenceVersion;
}

export async function fetchReferenceData(version: ReferenceVersion): Promise<ReferenceData> {
  const names = Object.keys(REFERENCE_FILES) as ReferenceName[];
  const files = await Promise.all(
    names.map(async (name) => {
      const res = await fetch(REFERENCE_PATHS.file(REFERENCE_FILES[name], version[name]));
      if (!res.ok) throw new Error(`reference ${name} ${res.status}`);
      return [name, await res.json()] as const;
    }),
  );
  return Object.fromEntries(files) as ReferenceData;
}
