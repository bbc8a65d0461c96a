/** 我的询价 (/af_order_inquiry) and the online quote search (/panelSearch). */
export type InquiryAgent = { id: number; agentCode: string; agentName: string; createTime: string };
export type QuoteConfig = { url: string; origin: string };

export const INQUIRY_PATHS = {
  quoteConfig: "/afbase/quote/config",
  agent: "/afbase/orderInquiry/getFourYCWhenInquiry",
  createAgent: "/afbase/orderInquiry/createFourYCWhenInquiry",
  save: "/afbase/orderInquiry/save",
  list: "/afbase/orderInquiry/list",
} as const;
