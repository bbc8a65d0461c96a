import * as React from "react";
import {
  ADDRESS_FIELDS,
  ADDRESS_LIMITS,
  type AddressField,
  type AddressFields,
  fromSuggestedAddress,
  type SuggestedCompanyAddress,
} from "../../domain/address";
import type { AddressRecognition, RecognitionNote } from "../../domain/address-recognition";
import { useT } from "../../i18n";
import { waybillMessages } from "../../i18n/messages/waybill";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { cn } from "../../ui/cn";
import { Input } from "../../ui/input";

// The party editor's label for each recognised field.
const LABEL_KEY: Record<AddressField, `p_${string}`> = {
  name: "p_name",
  address: "p_address",
  city: "p_city",
  state: "p_state",
  postcode: "p_postcode",
  country: "p_country",
  phone: "p_telephone",
  fax: "p_fax",
  code: "p_code",
  cityCode: "p_cityCode",
};

type Status = "ok" | "truncated" | "inferred" | "format" | "unresolved" | "empty";

function statusOf(
  field: AddressField,
  value: string,
  result: AddressRecognition,
): { status: Status; note?: RecognitionNote } {
  const note = result.uncertain.find((n) => n.field === field);
  if (result.truncated.includes(field)) return { status: "truncated", ...(note ? { note } : {}) };
  if (note) return { status: note.reason, note };
  return { status: value.trim() === "" ? "empty" : "ok" };
}

const TONE: Record<Status, "success" | "warning" | "danger" | "neutral"> = {
  ok: "success",
  truncated: "warning",
  inferred: "warning",
  format: "danger",
  unresolved: "danger",
  empty: "neutral",
};

export type RecognitionReviewProps = {
  result: AddressRecognition;
  /** The fields as the user has edited them in the review. */
  values: AddressFields;
  onValuesChange: (next: AddressFields) => void;
};

/** The recognised fields, editable, each with what the server said about it. */
export function RecognitionReview({ result, values, onValuesChange }: RecognitionReviewProps) {
  const t = useT(waybillMessages);
  const captionId = React.useId();
  const STATUS_LABEL: Record<Status, string> = {
    ok: t("statusOk"),
    truncated: t("statusTruncated"),
    inferred: t("statusInferred"),
    format: t("statusFormat"),
    unresolved: t("statusUnresolved"),
    empty: t("statusEmpty"),
  };
  const useSuggestion = (s: SuggestedCompanyAddress) =>
    onValuesChange({ ...values, ...fromSuggestedAddress(s) });
  return (
    <div data-slot="recognition-review" className="flex flex-col gap-4">
      <div>
        <h3 id={captionId} className="text-sm font-semibold text-neutral-900">
          {t("reviewTitle")}
        </h3>
        <p className="text-xs text-neutral-600">{t("reviewHint")}</p>
      </div>
      <table aria-labelledby={captionId} className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-neutral-200 text-left text-xs text-neutral-600">
            <th scope="col" className="w-24 py-1.5 pr-2 font-medium">
              {t("field")}
            </th>
            <th scope="col" className="py-1.5 pr-2 font-medium">
              {t("value")}
            </th>
            <th scope="col" className="w-40 py-1.5 font-medium">
              {t("status")}
            </th>
          </tr>
        </thead>
        <tbody>
          {ADDRESS_FIELDS.map((field) => {
            const value = values[field] ?? "";
            const { status, note } = statusOf(field, result.fields[field] ?? "", result);
            const detail =
              status === "truncated"
                ? t("truncatedNote", { max: ADDRESS_LIMITS[field] })
                : status === "inferred"
                  ? t("inferredNote")
                  : status === "unresolved"
                    ? t("unresolvedNote", { text: note?.message ?? "" })
                    : status === "format"
                      ? (note?.message ?? "")
                      : "";
            const flagged = status !== "ok" && status !== "empty";
            return (
              <tr
                key={field}
                data-field={field}
                data-status={status}
                className={cn("border-b border-neutral-100 align-top", flagged && "bg-amber-50/60")}
              >
                <th
                  scope="row"
                  className="py-1.5 pr-2 text-left text-xs font-medium text-neutral-700"
                >
                  <label htmlFor={`recognised-${field}`} className="leading-7">
                    {t(LABEL_KEY[field] as "p_name")}
                  </label>
                </th>
                <td className="py-1.5 pr-2">
                  <Input
                    id={`recognised-${field}`}
                    size="sm"
                    value={value}
                    maxLength={ADDRESS_LIMITS[field]}
                    spellCheck={false}
                    aria-describedby={detail ? `recognised-${field}-note` : undefined}
                    onChange={(e) => onValuesChange({ ...values, [field]: e.target.value })}
                  />
                </td>
                <td className="py-1.5">
                  <Badge tone={TONE[status]}>{STATUS_LABEL[status]}</Badge>
                  {detail ? (
                    <p id={`recognised-${field}-note`} className="mt-0.5 text-xs text-neutral-700">
                      {detail}
                    </p>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {result.contact ? (
        <p className="text-xs text-neutral-700">{t("contactFound", { contact: result.contact })}</p>
      ) : null}
      {result.suggestions.length > 0 ? (
        <section aria-label={t("suggestions")} className="flex flex-col gap-2">
          <h4 className="text-xs font-semibold text-neutral-700">{t("suggestions")}</h4>
          <ul className="flex flex-col gap-1.5">
            {result.suggestions.map((s) => (
              <li
                key={`${s.scName}-${s.postCode}`}
                className="flex items-center gap-3 rounded border border-neutral-200 px-3 py-2"
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-neutral-900">{s.scName}</p>
                  <p className="truncate text-xs text-neutral-600">
                    {[s.scAddress, s.cityNameEn, s.stateCode, s.postCode, s.nationCode]
                      .filter(Boolean)
                      .join(", ")}
                  </p>
                </div>
                <Button size="sm" variant="outline" onClick={() => useSuggestion(s)}>
                  {t("useSuggestion")}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <details className="text-xs text-neutral-600">
        <summary className="cursor-pointer select-none">{t("sourceBlock")}</summary>
        <pre className="mt-1 max-h-40 overflow-auto rounded bg-neutral-50 p-2 font-mono whitespace-pre-wrap">
          {result.block}
        </pre>
      </details>
    </div>
  );
}
