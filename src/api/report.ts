import { REPORT } from "../contract/report";
import type { AnalysisFilter } from "../domain/business-stats";
import { call } from "./call";

export const fetchBusinessAnalysis = (filter: AnalysisFilter) =>
  call(REPORT.businessAnalysis, { query: filter }, { silent: true });
