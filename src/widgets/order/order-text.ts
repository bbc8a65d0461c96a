import type { OrderFieldName } from "../../domain/order";
import { keyOfSource, type Translate } from "../../i18n";
import { orderMessages } from "../../i18n/messages/order";

export type OrderKey = keyof (typeof orderMessages)["zh-CN"];
export type OrderT = Translate<OrderKey>;

const TEMPLATES = [
  "p_maxChars",
  "p_decimals",
  "p_max",
  "p_text",
  "p_code",
  "p_station",
  "p_date",
  "p_dateTime",
  "p_number",
  "p_integer",
  "p_sizes",
  "p_list",
  "p_rows",
  "p_carriage",
] as const satisfies readonly OrderKey[];

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A zh-CN template as a pattern: {field} any text, {n} a number. */
const patterns = TEMPLATES.map((key) => {
  const source = orderMessages["zh-CN"][key];
  const body = escapeRe(source)
    .replace(escapeRe("{field}"), "(?<field>.+?)")
    .replace(escapeRe("{n}"), "(?<n>[\\d.]+)");
  return { key, re: new RegExp(`^${body}$`) };
});

/**
 * A message of the shared schema, the MAWB rule or the server (Chinese, as the domain writes
 * them) in the page's language: a whole text the catalogue holds, or a template filled with the
 * field's label. A text the catalogue does not know shows as it came.
 */
export function orderIssueText(message: string, t: OrderT): string {
  const whole = keyOfSource(orderMessages, message);
  if (whole !== undefined) return t(whole);
  for (const { key, re } of patterns) {
    const match = re.exec(message);
    if (!match?.groups) continue;
    const fieldKey = keyOfSource(orderMessages, match.groups.field ?? "");
    // A field of the form (f_), of a tracking row (tr_) or a tracking list (tab_).
    if (fieldKey === undefined || !/^(f|tr|tab)_/.test(fieldKey)) continue;
    return t(key, { field: t(fieldKey), n: match.groups.n ?? "" });
  }
  return message;
}

/** The label of a field as the scope's transport mode names it. */
export function fieldLabel(
  name: OrderFieldName,
  mode: "air" | "sea" | "rail" | "road" | "other",
  t: OrderT,
): string {
  if (
    (name === "flightNo" || name === "flightDate") &&
    (mode === "air" || mode === "sea" || mode === "rail")
  ) {
    return t(`${name}_${mode}`);
  }
  return t(`f_${name}`);
}
