import { type Context, Hono, type MiddlewareHandler } from "hono";
import * as v from "valibot";
import { TARIFF } from "../../src/contract/tariff.ts";
import {
  TARIFF_COLUMNS,
  TARIFF_FIELDS_SCHEMA,
  TARIFF_MAX_IMPORT_ROWS,
  TARIFF_MESSAGES,
  type TariffFields,
  type TariffImportError,
  type TariffImportResult,
  type TariffRow,
} from "../../src/domain/tariff.ts";
import type { Queryable } from "../db/client.ts";
import { ApiError, ok } from "../envelope.ts";
import { check, issueMessage, limitBody } from "../http/body.ts";
import { route } from "../http/route.ts";
import type { AppEnv, Deps } from "../http/types.ts";
import { readFirstSheet, XlsxReadError } from "../http/xlsx-read.ts";
import { type LookupQueryValue, type LookupSource, lookupRoutes } from "./lookup.ts";

const IMPORT_LIMIT = 2 * 1024 * 1024;

/**
 * THE IMPORT LOCK (issue 33: four bomb imports at once took 6.4 GB): one tariff import per
 * organisation at a time in this process, from before its upload is read to its last saved row.
 * A second import of the same organisation meanwhile answers 409 (importBusy) at once rather than
 * wait: it would hold its upload in memory, and whichever file finished last would win. Another
 * organisation's import is not held up. tests/server/xlsx-bombs.test.ts ("one import at a time
 * per organisation") fails without it.
 */
const importing = new Set<number>();

const XLSX_ERRORS = {
  invalid: TARIFF_MESSAGES.notXlsx,
  tooLarge: TARIFF_MESSAGES.tooLarge,
  tooManyRows: TARIFF_MESSAGES.tooManyRows,
} as const;
const SORTABLE: Record<string, string> = {
  route: "origin, destination",
  carrier: "carrier",
  minimum: "minimum",
  normal: "normal",
  q45: "q45",
  q100: "q100",
  q300: "q300",
  q500: "q500",
  q1000: "q1000",
};

const COLUMNS = `id, origin, destination, carrier, currency, minimum::float8 as minimum,
  normal::float8 as normal, q45::float8 as q45, q100::float8 as q100, q300::float8 as q300,
  q500::float8 as q500, q1000::float8 as q1000, to_char(valid_from, 'YYYY-MM-DD') as "validFrom",
  to_char(valid_to, 'YYYY-MM-DD') as "validTo", remark, version`;

type DbRow = Omit<TariffRow, "route">;
const withRoute = (r: DbRow): TariffRow => ({ ...r, route: `${r.origin}-${r.destination}` });

/** The tariff's own columns in the order both the upsert and the update write them. */
function fieldParams(f: TariffFields): unknown[] {
  return [
    f.origin,
    f.destination,
    f.carrier,
    f.currency,
    f.minimum,
    f.normal,
    f.q45,
    f.q100,
    f.q300,
    f.q500,
    f.q1000,
    f.validFrom,
    f.validTo,
    f.remark,
  ];
}

async function upsert(q: Queryable, orgId: number, userId: number, f: TariffFields) {
  await q.query(
    `insert into tariffs (org_id, origin, destination, carrier, currency, minimum, normal, q45,
       q100, q300, q500, q1000, valid_from, valid_to, remark, updated_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
     on conflict (org_id, origin, destination, carrier) do update set currency = excluded.currency,
       minimum = excluded.minimum, normal = excluded.normal, q45 = excluded.q45,
       q100 = excluded.q100, q300 = excluded.q300, q500 = excluded.q500, q1000 = excluded.q1000,
       valid_from = excluded.valid_from, valid_to = excluded.valid_to, remark = excluded.remark,
       updated_by = excluded.updated_by, version = tariffs.version + 1, updated_at = now()`,
    [orgId, ...fieldParams(f), userId],
  );
}

/** A sheet cell as the schema reads it: dates as YYYY-MM-DD, blanks as undefined. */
function cellValue(cell: unknown): unknown {
  if (cell === null || cell === undefined) return undefined;
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  if (typeof cell === "number") return cell;
  return String(cell);
}

const KEYWORD_WHERE = `org_id = $1 and ($2 = '' or origin || '-' || destination || ' ' || carrier like '%' || $2 || '%')`;
const keywordParam = (keyword: string) =>
  keyword
    .normalize("NFKC")
    .trim()
    .toUpperCase()
    .replace(/[%_\\]/g, "");
const orderByOf = (q: LookupQueryValue) =>
  `${(q.sort && SORTABLE[q.sort]) || "origin, destination"} ${q.order === "desc" ? "desc" : "asc"}, carrier, id`;

/** The tariffs as a lookup source: the organisation's rows, by keyword, sorted, paged. */
function tariffSource(db: Queryable): LookupSource<TariffRow> {
  const find = async (q: LookupQueryValue, orgId: number, limit: number, offset: number) => {
    const keyword = keywordParam(q.keyword);
    const [count] = await db.query<{ n: number }>(
      `select count(*)::int as n from tariffs where ${KEYWORD_WHERE}`,
      [orgId, keyword],
    );
    const rows = await db.query<DbRow>(
      `select ${COLUMNS} from tariffs where ${KEYWORD_WHERE} order by ${orderByOf(q)} limit $3 offset $4`,
      [orgId, keyword, limit, offset],
    );
    return { total: count?.n ?? 0, records: rows.map(withRoute) };
  };
  return {
    page: (q, orgId) => find(q, orgId, q.size, (q.current - 1) * q.size),
    all: (q, orgId, limit) => find(q, orgId, limit, 0),
    async byIds(ids, orgId) {
      if (!ids.every((id) => /^[0-9]{1,9}$/.test(id))) throw new ApiError(400, "行标识不正确");
      const rows = await db.query<DbRow>(
        `select ${COLUMNS} from tariffs where org_id = $1 and id = any($2::int[])`,
        [orgId, ids.map(Number)],
      );
      const byId = new Map(rows.map((r) => [String(r.id), withRoute(r)]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  };
}

/** Answers 409 (stale) when the row is there with another version, 404 when it is not. */
async function staleOrMissing(db: Queryable, id: number, orgId: number): Promise<never> {
  const [exists] = await db.query("select 1 from tariffs where id = $1 and org_id = $2", [
    id,
    orgId,
  ]);
  throw new ApiError(exists ? 409 : 404, exists ? TARIFF_MESSAGES.stale : TARIFF_MESSAGES.notFound);
}

/**
 * The organisation's own tariffs: the page and its export (for the menu), create, edit with its
 * version, delete with its version, and the .xlsx import (for the button).
 */
export function tariffRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<AppEnv>().route("/", lookupRoutes(deps, "tariffs", tariffSource(db)));
  route(app, TARIFF.create, limitBody(), async (c, { body: f }) => {
    const auth = c.get("auth");
    const [exists] = await db.query(
      "select 1 from tariffs where org_id = $1 and origin = $2 and destination = $3 and carrier = $4",
      [auth.orgId, f.origin, f.destination, f.carrier],
    );
    if (exists) throw new ApiError(409, TARIFF_MESSAGES.duplicate);
    await upsert(db, auth.orgId, auth.userId, f);
    return ok(c, null);
  });
  route(app, TARIFF.edit, limitBody(), async (c, { params, body }) => {
    // The fields' own cross-checks (valid from before valid to) over what the entry passed.
    const f = check(TARIFF_FIELDS_SCHEMA, body);
    const auth = c.get("auth");
    const id = Number(params.id);
    const rows = await db
      .query<{ id: number }>(
        `update tariffs set origin = $3, destination = $4, carrier = $5, currency = $6,
           minimum = $7, normal = $8, q45 = $9, q100 = $10, q300 = $11, q500 = $12, q1000 = $13,
           valid_from = $14, valid_to = $15, remark = $16, updated_by = $17,
           version = version + 1, updated_at = now()
         where id = $1 and org_id = $2 and version = $18 returning id`,
        [id, auth.orgId, ...fieldParams(f), auth.userId, body.version],
      )
      .catch((e: unknown) => {
        if (String(e).includes("unique")) throw new ApiError(409, TARIFF_MESSAGES.duplicate);
        throw e;
      });
    if (rows.length === 0) await staleOrMissing(db, id, auth.orgId);
    return ok(c, null);
  });
  route(app, TARIFF.remove, async (c, { params, query: { version } }) => {
    const auth = c.get("auth");
    const id = Number(params.id);
    const rows = await db.query(
      "delete from tariffs where id = $1 and org_id = $2 and version = $3 returning id",
      [id, auth.orgId, version],
    );
    if (rows.length === 0) await staleOrMissing(db, id, auth.orgId);
    return ok(c, null);
  });
  route(app, TARIFF.import, oneImportPerOrg, limitBody(IMPORT_LIMIT), (c, { form }) =>
    importTariffs(c, db, form),
  );
  return app;
}

/** The import lock around everything after it, the upload's reading (limitBody) included. */
const oneImportPerOrg: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { orgId } = c.get("auth");
  if (importing.has(orgId)) throw new ApiError(409, TARIFF_MESSAGES.importBusy);
  importing.add(orgId);
  try {
    await next();
  } finally {
    importing.delete(orgId);
  }
};

async function importTariffs(
  c: Context<AppEnv>,
  db: Deps["db"],
  form: Record<string, string | File>,
) {
  const file = form.file;
  if (!(file instanceof File)) throw new ApiError(400, TARIFF_MESSAGES.noFile);
  const bytes = new Uint8Array(await file.arrayBuffer());
  // An .xlsx is a zip: PK\x03\x04.
  if (Buffer.from(bytes.subarray(0, 4)).toString("hex") !== "504b0304") {
    throw new ApiError(400, TARIFF_MESSAGES.notXlsx);
  }
  let rows: ReturnType<typeof readFirstSheet>;
  try {
    rows = readFirstSheet(bytes, TARIFF_MAX_IMPORT_ROWS);
  } catch (error) {
    if (error instanceof XlsxReadError) throw new ApiError(400, XLSX_ERRORS[error.kind]);
    throw error;
  }
  const header = (rows[0] ?? []).map((h) => String(h ?? "").trim());
  if (!TARIFF_COLUMNS.every(([, label], i) => header[i] === label)) {
    throw new ApiError(400, TARIFF_MESSAGES.badHeader);
  }
  const body = rows.slice(1);
  const valid: TariffFields[] = [];
  const errors: TariffImportError[] = [];
  body.forEach((cells, i) => {
    if (cells.every((cell) => cell === null || String(cell).trim() === "")) return;
    const input = Object.fromEntries(TARIFF_COLUMNS.map(([key], j) => [key, cellValue(cells[j])]));
    const result = v.safeParse(TARIFF_FIELDS_SCHEMA, input);
    if (result.success) valid.push(result.output);
    else errors.push({ row: i + 2, message: issueMessage(result.issues) });
  });
  const auth = c.get("auth");
  await db.tx(async (q) => {
    for (const f of valid) await upsert(q, auth.orgId, auth.userId, f);
  });
  return ok<TariffImportResult>(c, { imported: valid.length, errors });
}
