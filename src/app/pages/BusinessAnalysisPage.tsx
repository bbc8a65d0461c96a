import { useMutation, useQuery } from "@tanstack/react-query";
import * as React from "react";
import { useLocation, useSearch } from "wouter";
import type { SheetData } from "write-excel-file/browser";
import { ApiError } from "../../api/client";
import { fetchBusinessAnalysis } from "../../api/report";
import { decodeAnalysisFilter } from "../../domain/business-analysis";
import {
  type AnalysisAnswer,
  type AnalysisFilter,
  analysisTypes,
  dateInZone,
  encodeAnalysisFilter,
} from "../../domain/business-stats";
import { useT } from "../../i18n";
import { reportMessages } from "../../i18n/messages/report";
import type { Loadable } from "../../ui/loadable";
import { notify } from "../../ui/toast";
import { BusinessAnalysisScreen } from "../../widgets/report/BusinessAnalysisScreen";
import { keys } from "../queries/keys";
import { loadableOf, useSessionUser } from "../queries/shell";

/** Reads ?filter= (the dashboard's 'more'), queries, and exports what is shown to Excel. */
export default function BusinessAnalysisPage() {
  const t = useT(reportMessages);
  const search = useSearch();
  const [, navigate] = useLocation();
  const filter = React.useMemo(
    () => decodeAnalysisFilter(new URLSearchParams(search).get("filter"), dateInZone(new Date())),
    [search],
  );
  const who = useSessionUser();
  const query = useQuery({
    queryKey: keys.businessAnalysis(who, filter),
    queryFn: () => fetchBusinessAnalysis(filter),
  });
  const result: Loadable<AnalysisAnswer> = loadableOf(query);

  // The call is silent: the page says why it failed (a range too long, say), once per failure.
  React.useEffect(() => {
    if (query.error instanceof ApiError) notify("error", query.error.failure.message);
  }, [query.error]);

  // The workbook is written in the browser: a mutation for its pending state, with no cache to
  // touch.
  const exportExcel = useMutation({
    mutationFn: async (answer: AnalysisAnswer) => {
      // The spreadsheet writer loads on the first export only.
      const { default: writeXlsxFile } = await import("write-excel-file/browser");
      const types = analysisTypes(filter.businessScope);
      const bold = { fontWeight: "bold" as const };
      const data: SheetData = [
        [t("period"), ...types.map((type) => t(type))].map((value) => ({ value, ...bold })),
        ...answer.rows.map((r) => [r.period, ...types.map((type) => r[type])]),
        [
          { value: t("total"), ...bold },
          ...types.map((type) => ({ value: answer.totals[type], ...bold })),
        ],
      ];
      await writeXlsxFile(data, {
        sheet: t("title").slice(0, 31),
        columns: [{ width: 14 }, ...types.map(() => ({ width: 16 }))],
      }).toFile(
        `${t("exportName", { scope: filter.businessScope, start: filter.startDate, end: filter.endDate })}.xlsx`,
      );
    },
    onError: () => notify("error", t("exportFailed")),
  });

  return (
    <BusinessAnalysisScreen
      filter={filter}
      result={result}
      exporting={exportExcel.isPending}
      onQuery={(next: AnalysisFilter) =>
        navigate(`/css_report_business_analysis?filter=${encodeAnalysisFilter(next)}`)
      }
      onExport={() => {
        if (result.status === "ready") exportExcel.mutate(result.data);
      }}
      onRetry={() => void query.refetch()}
    />
  );
}
