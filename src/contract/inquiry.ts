import * as v from "valibot";
import type { InquiryRecord } from "../domain/inquiry";
import { INQUIRY_SCHEMA } from "../domain/inquiry-schema";
import { queryIntSchema } from "../domain/integers";
import { endpoint } from "./endpoint";
import type { Page } from "./http";

/** 我的询价 (/af_order_inquiry) and the online quote search (/panelSearch). */
export type InquiryAgent = { id: number; agentCode: string; agentName: string; createTime: string };
export type QuoteConfig = { url: string; origin: string };

export const INQUIRY_PAGE_SIZE = 10;
const INQUIRY = "menu:/af_order_inquiry";

export const INQUIRY_ENDPOINTS = {
  /** Where the online quote search frames its page (any signed-in user). */
  quoteConfig: endpoint<QuoteConfig>()({
    method: "GET",
    path: "/afbase/quote/config",
    permission: "signed-in",
  }),
  /** The organisation's inquiry agent branch for online quoting, or null. */
  agent: endpoint<InquiryAgent | null>()({
    method: "GET",
    path: "/afbase/orderInquiry/getFourYCWhenInquiry",
    permission: INQUIRY,
  }),
  createAgent: endpoint<InquiryAgent>()({
    method: "POST",
    path: "/afbase/orderInquiry/createFourYCWhenInquiry",
    permission: INQUIRY,
  }),
  save: endpoint<InquiryRecord>()({
    method: "POST",
    path: "/afbase/orderInquiry/save",
    permission: INQUIRY,
    body: v.strictObject(INQUIRY_SCHEMA.entries),
  }),
  /** The caller's own inquiries, newest first. */
  list: endpoint<Page<InquiryRecord>>()({
    method: "GET",
    path: "/afbase/orderInquiry/list",
    permission: INQUIRY,
    query: v.object({
      current: v.optional(queryIntSchema("current", 1_000_000), "1"),
      size: v.optional(queryIntSchema("size", 100), String(INQUIRY_PAGE_SIZE)),
    }),
  }),
};
