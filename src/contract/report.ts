import { ANALYSIS_FILTER_SCHEMA } from "../domain/business-analysis";
import type { AnalysisAnswer } from "../domain/business-stats";
import { endpoint } from "./endpoint";

/** The business analysis report (/css_report_business_analysis). */
export const REPORT = {
  businessAnalysis: endpoint<AnalysisAnswer>()({
    method: "GET",
    path: "/afbase/aforder/businessAnalysis",
    permission: "menu:/css_report_business_analysis",
    query: ANALYSIS_FILTER_SCHEMA,
  }),
};
