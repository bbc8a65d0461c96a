import type { Page } from "../contract/http";
import { INQUIRY_PATHS, type InquiryAgent, type QuoteConfig } from "../contract/inquiry";
import type { InquiryRecord } from "../domain/inquiry";
import type { InquiryInput } from "../domain/inquiry-schema";
import { api } from "./client";

export const fetchQuoteConfig = () => api.get<QuoteConfig>(INQUIRY_PATHS.quoteConfig);
export const fetchInquiryAgent = () =>
  api.get<InquiryAgent | null>(INQUIRY_PATHS.agent, { silent: true });
export const createInquiryAgent = () =>
  api.post<InquiryAgent>(INQUIRY_PATHS.createAgent, { silent: true });
export const saveInquiry = (body: InquiryInput) =>
  api.post<InquiryRecord>(INQUIRY_PATHS.save, { json: body, silent: true });
export const fetchMyInquiries = (current: number, size = 10) =>
  api.get<Page<InquiryRecord>>(INQUIRY_PATHS.list, { query: { current, size }, silent: true });
