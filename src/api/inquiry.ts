import { INQUIRY_ENDPOINTS as INQUIRY } from "../contract/inquiry";
import type { InquiryInput } from "../domain/inquiry-schema";
import { call } from "./call";

export const fetchQuoteConfig = () => call(INQUIRY.quoteConfig);
export const fetchInquiryAgent = () => call(INQUIRY.agent, {}, { silent: true });
export const createInquiryAgent = () => call(INQUIRY.createAgent, {}, { silent: true });
export const saveInquiry = (body: InquiryInput) => call(INQUIRY.save, { body }, { silent: true });
export const fetchMyInquiries = (current: number, size = 10) =>
  call(INQUIRY.list, { query: { current, size } }, { silent: true });
