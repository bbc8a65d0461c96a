import * as React from "react";
import * as v from "valibot";
import {
  EMPTY_ROWS,
  ORDER_TRACKS_SCHEMA,
  type OrderTrackList,
  TRACK_LISTS,
  type OrderTracks as Tracks,
} from "../../domain/order-tracks";
import { useT } from "../../i18n";
import { orderMessages } from "../../i18n/messages/order";
import { Button } from "../../ui/button";
import { Input } from "../../ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs";
import { type OrderKey, orderIssueText } from "./order-text";
import { SaveAlert } from "./SaveAlert";

type Kind = "text" | "time" | "number" | "flag";
type Column = { key: string; label: OrderKey; kind: Kind; width: string };

const col = (key: string, label: OrderKey, kind: Kind = "text", width = "w-28"): Column => ({
  key,
  label,
  kind,
  width,
});

/** Each list's columns, in the order the share page's tables show them. */
const COLUMNS: Record<OrderTrackList, Column[]> = {
  legs: [
    col("depPort", "tr_depPort", "text", "w-20"),
    col("arrPort", "tr_arrPort", "text", "w-20"),
    col("flightNo", "tr_flightNo", "text", "w-24"),
    col("planDeparture", "tr_planDeparture", "time"),
    col("estimatedDeparture", "tr_estimatedDeparture", "time"),
    col("actualDeparture", "tr_actualDeparture", "time"),
    col("planArrival", "tr_planArrival", "time"),
    col("estimatedArrival", "tr_estimatedArrival", "time"),
    col("actualArrival", "tr_actualArrival", "time"),
    col("pieces", "tr_pieces", "number", "w-20"),
    col("weight", "tr_weight", "number", "w-24"),
    col("errorMessage", "tr_errorMessage", "text", "w-48"),
  ],
  events: [
    col("statusCode", "tr_statusCode", "text", "w-20"),
    col("statusName", "tr_statusName", "text", "w-28"),
    col("airport", "tr_airport", "text", "w-32"),
    col("flightNo", "f_flightNo", "text", "w-32"),
    col("eventTime", "tr_eventTime", "time"),
    col("pieces", "tr_pieces", "number", "w-20"),
    col("weight", "tr_weight", "number", "w-24"),
    col("remark", "f_remark", "text", "w-40"),
  ],
  manifests: [
    col("master", "tr_master", "flag", "w-14"),
    col("billNumber", "tr_billNumber", "text", "w-32"),
    col("pieces", "tr_pieces", "number", "w-20"),
    col("weight", "tr_weight", "number", "w-24"),
    col("declarationNumber", "tr_declarationNumber", "text", "w-44"),
    col("provisionTime", "tr_provisionTime", "time"),
    col("arriveTime", "tr_arriveTime", "time"),
    col("allocationApplyTime", "tr_allocationApplyTime", "time"),
    col("temporaryArrivalTime", "tr_temporaryArrivalTime", "time"),
    col("passedTime", "tr_passedTime", "time"),
  ],
  remarks: [
    col("mawbNumber", "tr_billNumber", "text", "w-32"),
    col("remark", "tab_remarks", "text", "w-64"),
    col("eventTime", "tr_time", "time"),
    col("productInfo", "tr_productInfo", "text", "w-48"),
  ],
  weighings: [
    col("billNumber", "tr_billNumber", "text", "w-32"),
    col("pieces", "tr_pieces", "number", "w-20"),
    col("weight", "tr_weight", "number", "w-24"),
    col("volume", "tr_volume", "number", "w-24"),
    col("dimensions", "tr_dimensions", "text", "w-64"),
  ],
};

type Row = Record<string, string | boolean>;

export type OrderTracksProps = {
  tracks: Tracks;
  /** A locked order's lists are read-only. */
  locked: boolean;
  /** False for a role without the scope's `_edit` button: the lists are shown read-only. */
  canEdit?: boolean;
  saving: boolean;
  /** The server's refusal (Chinese, as the domain writes it), or null. */
  serverError: string | null;
  /** The order changed since it was read: the save was refused (409). */
  conflict: boolean;
  onSave: (tracks: Tracks) => void;
  onReload: () => void;
  /** The list shown first (stories). */
  initialList?: OrderTrackList;
};

/**
 * The order page's tracking and manifest lists (issue 19): legs, events, manifests, manifest
 * remarks and weighing, edited as rows and saved together with the order's version. The rows
 * are checked by the server's own schema before they are sent.
 */
export function OrderTracks(props: OrderTracksProps) {
  const t = useT(orderMessages);
  const [draft, setDraft] = React.useState<Tracks>(props.tracks);
  const [issue, setIssue] = React.useState<string | null>(null);
  const [list, setList] = React.useState<OrderTrackList>(props.initialList ?? "legs");
  React.useEffect(() => {
    setDraft(props.tracks);
    setIssue(null);
  }, [props.tracks]);
  const changed = draft !== props.tracks;
  const readOnly = props.locked || props.canEdit === false;

  const update = (name: OrderTrackList, rows: Row[]) =>
    setDraft((d) => ({ ...d, [name]: rows }) as Tracks);

  const save = () => {
    const parsed = v.safeParse(ORDER_TRACKS_SCHEMA, draft);
    if (parsed.success) {
      setIssue(null);
      props.onSave(parsed.output);
      return;
    }
    const first = parsed.issues[0];
    const path = first?.path ?? [];
    const listName = String(path[0]?.key ?? "") as OrderTrackList;
    const rowIndex = typeof path[1]?.key === "number" ? path[1].key : null;
    const message = orderIssueText(first?.message ?? "", t);
    if (TRACK_LISTS.includes(listName)) setList(listName);
    setIssue(
      rowIndex === null || !TRACK_LISTS.includes(listName)
        ? message
        : t("rowIssue", { list: t(`tab_${listName}`), n: rowIndex + 1, message }),
    );
  };

  const alert = (
    <SaveAlert
      conflict={props.conflict}
      message={issue ?? (props.serverError ? orderIssueText(props.serverError, t) : null)}
      onReload={props.onReload}
    />
  );

  return (
    <section
      data-slot="order-tracks"
      aria-labelledby="order-tracks-title"
      className="flex flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="order-tracks-title" className="text-base font-semibold text-neutral-900">
          {t("tracksTitle")}
        </h2>
        <p className="text-xs text-neutral-600">
          {props.locked ? t("tracksReadOnly") : readOnly ? t("tracksReadOnlyRole") : t("timeHint")}
        </p>
      </div>
      <p className="text-sm text-neutral-600">{t("tracksIntro")}</p>
      {alert}
      <Tabs value={list} onValueChange={(value) => setList(value as OrderTrackList)}>
        <TabsList className="overflow-x-auto">
          {TRACK_LISTS.map((name) => (
            <TabsTrigger key={name} value={name}>
              {t(`tab_${name}`)}
              <span className="text-xs text-neutral-500">({draft[name].length})</span>
            </TabsTrigger>
          ))}
        </TabsList>
        {TRACK_LISTS.map((name) => (
          <TabsContent key={name} value={name}>
            <RowsEditor
              name={name}
              rows={draft[name] as unknown as Row[]}
              readOnly={readOnly}
              onChange={(rows) => update(name, rows)}
            />
          </TabsContent>
        ))}
      </Tabs>
      {readOnly ? null : (
        <div className="flex flex-wrap items-center justify-end gap-2">
          {changed ? <span className="text-xs text-amber-700">{t("tracksChanged")}</span> : null}
          <Button
            variant="ghost"
            disabled={!changed || props.saving}
            onClick={() => {
              setDraft(props.tracks);
              setIssue(null);
            }}
          >
            {t("resetTracks")}
          </Button>
          <Button loading={props.saving} disabled={!changed} onClick={save}>
            {t("saveTracks")}
          </Button>
        </div>
      )}
    </section>
  );
}

function RowsEditor(props: {
  name: OrderTrackList;
  rows: Row[];
  readOnly: boolean;
  onChange: (rows: Row[]) => void;
}) {
  const t = useT(orderMessages);
  const columns = COLUMNS[props.name];
  const set = (index: number, key: string, value: string | boolean) =>
    props.onChange(props.rows.map((r, i) => (i === index ? { ...r, [key]: value } : r)));
  return (
    <div className="flex flex-col gap-2">
      <div className="overflow-x-auto rounded border border-neutral-200">
        <table className="w-max min-w-full border-collapse text-left text-sm">
          <thead className="bg-neutral-50 text-xs text-neutral-600">
            <tr>
              <th scope="col" className="w-10 px-2 py-2 font-medium">
                #
              </th>
              {columns.map((c) => (
                <th key={c.key} scope="col" className="px-2 py-2 font-medium whitespace-nowrap">
                  {t(c.label)}
                </th>
              ))}
              {props.readOnly ? null : (
                <th scope="col" className="w-10">
                  <span className="sr-only">{t("rowActions")}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {props.rows.length === 0 ? (
              <tr>
                <td
                  colSpan={columns.length + 2}
                  className="px-3 py-6 text-center text-sm text-neutral-600"
                >
                  {t("noRows")}
                </td>
              </tr>
            ) : (
              props.rows.map((row, index) => (
                // Rows have no id until saved; the inputs are controlled, so the place is enough.
                <tr key={index} className="border-t border-neutral-100">
                  <td className="px-2 py-1 text-xs text-neutral-500 tabular-nums">{index + 1}</td>
                  {columns.map((c) => (
                    <td key={c.key} className="px-1 py-1">
                      <Cell
                        column={c}
                        value={row[c.key] ?? ""}
                        label={`${t(c.label)} ${index + 1}`}
                        readOnly={props.readOnly}
                        onChange={(value) => set(index, c.key, value)}
                      />
                    </td>
                  ))}
                  {props.readOnly ? null : (
                    <td className="px-1 py-1">
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t("removeRow", { n: index + 1 })}
                        onClick={() => props.onChange(props.rows.filter((_, i) => i !== index))}
                      >
                        ×
                      </Button>
                    </td>
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {props.readOnly ? null : (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => props.onChange([...props.rows, { ...EMPTY_ROWS[props.name] }])}
        >
          {t("addRow")}
        </Button>
      )}
    </div>
  );
}

function Cell(props: {
  column: Column;
  value: string | boolean;
  label: string;
  readOnly: boolean;
  onChange: (value: string | boolean) => void;
}) {
  const { column } = props;
  if (column.kind === "flag") {
    return (
      <input
        type="checkbox"
        aria-label={props.label}
        className="size-4 accent-brand"
        checked={props.value === true}
        disabled={props.readOnly}
        onChange={(event) => props.onChange(event.target.checked)}
      />
    );
  }
  return (
    <Input
      size="sm"
      aria-label={props.label}
      className={column.width}
      value={String(props.value)}
      readOnly={props.readOnly}
      inputMode={column.kind === "number" ? "decimal" : undefined}
      placeholder={column.kind === "time" ? "YYYY-MM-DD HH:mm" : undefined}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}
