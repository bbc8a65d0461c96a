import type { AddressFields, SuggestedCompanyAddress } from "../../src/domain/address.ts";
import type { Queryable } from "../db/client.ts";
import { normaliseCountryName } from "./countries.ts";
import type { CountryIndex } from "./recognize.ts";

/** Every name, alias and code of the country table, normalised, to its code. */
export async function loadCountryIndex(q: Queryable): Promise<CountryIndex> {
  const rows = await q.query<{ code: string; aliases: string[] }>(
    "select nation_code as code, aliases from countries",
  );
  const index = new Map<string, string>();
  for (const row of rows) for (const alias of row.aliases) index.set(alias, row.code);
  return index;
}

/** GET /afbase/airport/searchCountryByEnName/{name}: the code for a name, alias or code. */
export async function findCountry(q: Queryable, name: string): Promise<string | null> {
  const key = normaliseCountryName(name);
  if (key === "") return null;
  const [row] = await q.query<{ code: string }>(
    "select nation_code as code from countries where $1 = any(aliases) limit 1",
    [key],
  );
  return row?.code ?? null;
}

const SUGGESTION_LIMIT = 5;
const SUGGESTION_MIN_SCORE = 0.5;
const STOP_WORDS = new Set([
  "CO",
  "LTD",
  "LIMITED",
  "INC",
  "LLC",
  "CORP",
  "CORPORATION",
  "COMPANY",
  "GMBH",
  "AG",
  "BV",
  "SA",
  "SAS",
  "SRL",
  "SPA",
  "PTE",
  "PTY",
  "KK",
  "THE",
  "AND",
  "OF",
  "DE",
]);

/** Words of a name for comparison: Latin words minus legal forms; Chinese as character pairs. */
function nameTokens(name: string): Set<string> {
  const tokens = new Set<string>();
  const upper = name.normalize("NFKC").toUpperCase();
  for (const word of upper.match(/[A-Z0-9]{2,}/g) ?? []) {
    if (!STOP_WORDS.has(word)) tokens.add(word);
  }
  const han = (upper.match(/[\u3400-\u9fff]+/g) ?? [])
    .join("")
    .replace(/有限公司|有限责任公司|股份|公司/g, "");
  for (let i = 0; i < han.length - 1; i++) tokens.add(han.slice(i, i + 2));
  return tokens;
}

function overlap(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const token of a) if (b.has(token)) shared++;
  return shared / Math.min(a.size, b.size);
}

const lastDigits = (phone: string) => phone.replace(/\D/g, "").slice(-7);

/**
 * Companies of the caller's organisation that look like the recognised party: names sharing
 * most of their words, the same telephone, or the same postcode in the same country. Scored,
 * best first, at most five.
 */
export async function suggestCompanies(
  q: Queryable,
  orgId: number,
  fields: AddressFields,
): Promise<SuggestedCompanyAddress[]> {
  const rows = await q.query<SuggestedCompanyAddress>(
    `select sc_name as "scName", sc_address as "scAddress", nation_code as "nationCode",
            state_code as "stateCode", city_name_en as "cityNameEn", city_code as "cityCode",
            post_code as "postCode", tel_number as "telNumber", fax_number as "faxNumber",
            sc_code as "scCode"
     from address_book where org_id = $1 order by id limit 2000`,
    [orgId],
  );
  const name = nameTokens(fields.name ?? "");
  const phone = lastDigits(fields.phone ?? "");
  const scored = rows
    .map((row) => {
      let score = overlap(name, nameTokens(row.scName));
      if (phone.length === 7 && lastDigits(row.telNumber) === phone) score += 0.6;
      const postcode = (fields.postcode ?? "").replace(/\s/g, "").toUpperCase();
      if (
        postcode !== "" &&
        row.postCode.replace(/\s/g, "").toUpperCase() === postcode &&
        row.nationCode === fields.country
      ) {
        score += 0.2;
      }
      return { row, score };
    })
    .filter((s) => s.score >= SUGGESTION_MIN_SCORE)
    .sort((a, b) => b.score - a.score);
  return scored.slice(0, SUGGESTION_LIMIT).map((s) => s.row);
}
