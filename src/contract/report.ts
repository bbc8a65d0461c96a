/** The business analysis report (/css_report_business_analysis). */
export const REPORT_PATHS = {
  businessAnalysis: "/afbase/aforder/businessAnalysis",
} as const;
