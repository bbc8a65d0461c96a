import { valibotResolver } from "@hookform/resolvers/valibot";
import * as React from "react";
import { useForm } from "react-hook-form";
import { formatDecimal, formatTimestamp } from "../../domain/format";
import {
  type InquiryPrefill,
  type InquiryRecord,
  normalizeAirportCode,
} from "../../domain/inquiry";
import { INQUIRY_SCHEMA, type InquiryInput, type InquiryValues } from "../../domain/inquiry-schema";
import { useLang, useT } from "../../i18n";
import { inquiryMessages } from "../../i18n/messages/inquiry";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { Input } from "../../ui/input";
import type { Loadable } from "../../ui/loadable";
import { Pager } from "../../ui/pager";
import { Spinner } from "../../ui/spinner";
import { DataTable, type TableColumn } from "../../ui/table";

export type InquiryPage = {
  total: number;
  current: number;
  size: number;
  records: InquiryRecord[];
};

export type InquiryScreenProps = {
  prefill: InquiryPrefill;
  /** Opened by the quote page (flag=true, name=saveCallBackForYC). */
  fromQuote: boolean;
  list: Loadable<InquiryPage>;
  saving: boolean;
  /** The server's refusal of the last submit. */
  error: string | null;
  /** The inquiry number just saved. */
  savedNo: string | null;
  onSubmit: (input: InquiryInput) => void;
  onPage: (current: number) => void;
  onRetry: () => void;
};

const EMPTY: Omit<InquiryInput, "source"> = {
  departure: "",
  destination: "",
  grossWeight: "",
  pieces: "",
  volume: "",
  flightDate: "",
  airline: "",
  cargoName: "",
  remark: "",
};

/** /af_order_inquiry: the inquiry form (prefilled from the quote page) and my inquiries. */
export function InquiryScreen(props: InquiryScreenProps) {
  const t = useT(inquiryMessages);
  const { prefill, fromQuote } = props;
  const source = fromQuote ? "YC" : "MANUAL";
  const form = useForm<InquiryInput, unknown, InquiryValues>({
    resolver: valibotResolver(INQUIRY_SCHEMA),
    defaultValues: { ...EMPTY, ...prefill, source },
    mode: "onTouched",
  });
  const errors = form.formState.errors;
  const code = (name: "departure" | "destination") =>
    form.register(name, { setValueAs: (v: string) => normalizeAirportCode(String(v ?? "")) });

  return (
    <div
      data-slot="inquiry-screen"
      className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-5 sm:px-6"
    >
      <h1 className="text-xl font-semibold text-neutral-900">{t("inquiryTitle")}</h1>
      <form
        noValidate
        aria-labelledby="inquiry-form-title"
        onSubmit={form.handleSubmit(() => props.onSubmit({ ...form.getValues(), source }))}
        className="flex flex-col gap-4 rounded-md border border-neutral-200 bg-white p-5"
      >
        <h2 id="inquiry-form-title" className="text-base font-semibold text-neutral-900">
          {t("newInquiry")}
        </h2>
        {fromQuote ? (
          <p className="rounded border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-800">
            {t("fromQuote")}
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Field label={t("departure")} error={errors.departure?.message} required>
            <Input
              maxLength={3}
              className="font-mono uppercase"
              autoComplete="off"
              {...code("departure")}
            />
          </Field>
          <Field label={t("destination")} error={errors.destination?.message} required>
            <Input
              maxLength={3}
              className="font-mono uppercase"
              autoComplete="off"
              {...code("destination")}
            />
          </Field>
          <Field label={t("grossWeight")} error={errors.grossWeight?.message} required>
            <Input inputMode="decimal" {...form.register("grossWeight")} />
          </Field>
          <Field label={t("pieces")} error={errors.pieces?.message} required>
            <Input inputMode="numeric" {...form.register("pieces")} />
          </Field>
          <Field label={t("volume")} error={errors.volume?.message}>
            <Input inputMode="decimal" {...form.register("volume")} />
          </Field>
          <Field label={t("flightDate")} error={errors.flightDate?.message}>
            <Input type="date" {...form.register("flightDate")} />
          </Field>
          <Field label={t("airline")} error={errors.airline?.message}>
            <Input maxLength={40} {...form.register("airline")} />
          </Field>
          <Field label={t("cargoName")} error={errors.cargoName?.message}>
            <Input maxLength={100} {...form.register("cargoName")} />
          </Field>
        </div>
        <Field label={t("remark")} error={errors.remark?.message}>
          <Input maxLength={500} {...form.register("remark")} />
        </Field>
        {props.error ? (
          <p
            role="alert"
            className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            {props.error}
          </p>
        ) : null}
        {props.savedNo ? (
          <p
            role="status"
            className="rounded border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800"
          >
            {t("saved", { no: props.savedNo })}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button
            variant="outline"
            onClick={() => form.reset({ ...EMPTY, source })}
            disabled={props.saving}
          >
            {t("reset")}
          </Button>
          <Button type="submit" loading={props.saving}>
            {t("submit")}
          </Button>
        </div>
      </form>
      <InquiryList list={props.list} onPage={props.onPage} onRetry={props.onRetry} />
    </div>
  );
}

function InquiryList({
  list,
  onPage,
  onRetry,
}: {
  list: Loadable<InquiryPage>;
  onPage: (n: number) => void;
  onRetry: () => void;
}) {
  const t = useT(inquiryMessages);
  const lang = useLang();
  const columns = React.useMemo<TableColumn<InquiryRecord>[]>(
    () => [
      {
        id: "no",
        header: t("colNo"),
        cell: ({ row }) => <span className="font-mono text-xs">{row.original.inquiryNo}</span>,
      },
      {
        id: "route",
        header: t("colRoute"),
        cell: ({ row }) => (
          <span className="font-mono whitespace-nowrap">
            {row.original.departure} → {row.original.destination}
          </span>
        ),
      },
      {
        id: "cargo",
        header: t("colCargo"),
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {t("cargoSummary", {
              pieces: row.original.pieces,
              weight: formatDecimal(row.original.grossWeight),
              volume:
                row.original.volume === null
                  ? ""
                  : t("volumeSuffix", { volume: formatDecimal(row.original.volume) }),
            })}
            {row.original.cargoName ? (
              <span className="block text-xs text-neutral-600">{row.original.cargoName}</span>
            ) : null}
          </span>
        ),
      },
      {
        id: "flight",
        header: t("colFlight"),
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {row.original.flightDate ?? "—"} / {row.original.airline || "—"}
          </span>
        ),
      },
      {
        id: "source",
        header: t("colSource"),
        cell: ({ row }) => (
          <Badge tone={row.original.source === "YC" ? "brand" : "neutral"}>
            {t(`source${row.original.source}`)}
          </Badge>
        ),
      },
      {
        id: "status",
        header: t("colStatus"),
        cell: ({ row }) => (
          <Badge
            tone={
              row.original.status === "quoted"
                ? "success"
                : row.original.status === "closed"
                  ? "neutral"
                  : "warning"
            }
          >
            {t(`status${row.original.status}`)}
          </Badge>
        ),
      },
      {
        id: "time",
        header: t("colTime"),
        cell: ({ row }) => (
          <time dateTime={row.original.createTime} className="whitespace-nowrap tabular-nums">
            {formatTimestamp(row.original.createTime, lang)}
          </time>
        ),
      },
    ],
    [t, lang],
  );
  return (
    <div className="flex flex-col gap-3">
      <h2 id="inquiry-list-title" className="text-base font-semibold text-neutral-900">
        {t("listTitle")}
      </h2>
      {list.status === "loading" ? (
        <div
          role="status"
          className="grid h-40 place-items-center rounded-md border border-neutral-200 bg-white text-brand"
        >
          <Spinner className="size-6" label={t("listTitle")} />
        </div>
      ) : list.status === "error" ? (
        <div
          role="alert"
          className="flex h-40 flex-col items-center justify-center gap-3 rounded-md border border-dashed border-red-200 bg-red-50/50"
        >
          <p className="text-sm text-red-800">{t("listFailed")}</p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t("retry")}
          </Button>
        </div>
      ) : (
        <>
          <DataTable
            columns={columns}
            data={list.data.records}
            caption={t("listTitle")}
            empty={t("listEmpty")}
            getRowId={(r) => String(r.id)}
          />
          <Pager page={list.data} onPage={onPage} />
        </>
      )}
    </div>
  );
}
