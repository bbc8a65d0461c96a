import * as v from "valibot";

/**
 * Integers the server reads from a body, a query string or a path (issue 33): every id, version,
 * count and page number is stored in or compared with a PostgreSQL `integer` (int4), so each is
 * checked here as an integer in range before it reaches SQL. One message for all of them, in the
 * server-errors catalogue (src/i18n/messages/server-errors.ts); a field with a message of its own
 * passes it.
 */

/** The largest PostgreSQL `integer` (2^31 − 1). */
export const INT32_MAX = 2_147_483_647;

export const INTEGER_MESSAGES = {
  /** A number that is not an integer, or outside the field's range (past 2^31 − 1, negative…). */
  outOfRange: "请求参数有误：数字应为有效范围内的整数",
} as const;

/** A JSON number that is an integer from `min` to `max`. */
export const intIn = (min: number, max: number, message: string = INTEGER_MESSAGES.outOfRange) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

/** A database id (a positive int4). */
export const idNumber = (message?: string) => intIn(1, INT32_MAX, message);

/** A saved record's version (starts at 1, an int4). */
export const versionNumber = (message?: string) => intIn(1, INT32_MAX, message);

/** Query or path text that is an integer from `min` to `max` (digits only, no sign, no point). */
export const intText = (min: number, max: number, message: string = INTEGER_MESSAGES.outOfRange) =>
  v.pipe(
    v.string(message),
    v.regex(/^\d{1,16}$/, message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  );

/** An id given as query or path text. */
export const idText = (message?: string) => intText(1, INT32_MAX, message);

/** Whether a path or query text is a positive int4 (an id). */
export function isIdText(text: string | undefined): boolean {
  return (
    text !== undefined && /^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= INT32_MAX
  );
}

/** A positive integer given as query text, with the given field name in the message. */
export const queryIntSchema = (field: string, max: number) =>
  v.pipe(
    v.string(`${field} 不能为空`),
    v.regex(/^\d{1,9}$/, `${field} 应为正整数`),
    v.transform(Number),
    v.minValue(1, `${field} 应为正整数`),
    v.maxValue(max, `${field} 不能大于 ${max}`),
  );
