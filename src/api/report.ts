import { REPORT_PATHS } from "../contract/report";
import type { AnalysisAnswer, AnalysisFilter } from "../domain/business-stats";
import { api } from "./client";

export const fetchBusinessAnalysis = (filter: AnalysisFilter) =>
  api.get<AnalysisAnswer>(REPORT_PATHS.businessAnalysis, { query: filter, silent: true });
