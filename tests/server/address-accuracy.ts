import type { CountryIndex } from "../../server/waybill/recognize.ts";
import { recognizeAddress } from "../../server/waybill/recognize.ts";
import { ADDRESS_FIELDS, type AddressFields, truncateAddress } from "../../src/domain/address.ts";
import { ADDRESS_CASES } from "./fixtures/addresses.ts";

/** Compared loosely: case, runs of space and trailing punctuation do not count. */
export const comparable = (value: string | undefined) =>
  (value ?? "")
    .normalize("NFKC")
    .toUpperCase()
    .replace(/\s+/g, " ")
    .replace(/[.,;\s]+$/, "")
    .trim();

export type FieldMiss = { id: string; field: string; expected: string; actual: string };

/**
 * Field accuracy over the fixture set: every field that is expected or produced counts once;
 * it is right when both agree. Fields absent on both sides are not counted, so a recogniser
 * that leaves everything empty scores zero rather than looking good.
 */
export function measureAccuracy(
  recognise: (text: string, role: (typeof ADDRESS_CASES)[number]["role"]) => AddressFields,
) {
  let counted = 0;
  let right = 0;
  const misses: FieldMiss[] = [];
  for (const sample of ADDRESS_CASES) {
    const actual = recognise(sample.text, sample.role);
    for (const field of ADDRESS_FIELDS) {
      const expected = comparable(sample.expected[field]);
      const got = comparable(actual[field]);
      if (expected === "" && got === "") continue;
      counted++;
      if (expected === got) right++;
      else misses.push({ id: sample.id, field, expected, actual: got });
    }
  }
  return { counted, right, accuracy: counted === 0 ? 0 : right / counted, misses };
}

export function recogniseWith(index: CountryIndex) {
  return (text: string, role: (typeof ADDRESS_CASES)[number]["role"]) =>
    truncateAddress(recognizeAddress(text, index, role).fields).value;
}
