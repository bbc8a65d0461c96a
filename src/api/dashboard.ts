import type { AnalysisAnswer, AnalysisFilter, StatisticsAnswer } from "../domain/business-stats";
import type { HotMenuRecord, HotMenuSaveItem } from "../domain/hot-menu";
import type { InquiryRecord } from "../domain/inquiry";
import type { InquiryInput } from "../domain/inquiry-schema";
import type { SurveyAnswers, SurveyQuestion } from "../domain/investigate";
import { api } from "./client";

/** Calls behind the dashboard, the hot-menu dialog and the pages its links open. */

export type NoticeType = "XTGX" | "HDTG" | "XTWH";
export type Notice = {
  noticeId: number;
  noticeTitle: string;
  noticeType: NoticeType;
  publishTime: string;
};
export type NoticeDetail = Notice & { content: string };

export type ActiveCompany = {
  id: number;
  orgId: number | null;
  orgName: string;
  rankNumber: number;
  activeIndex: number;
  companyProfile: string;
  companyAdvantage: string;
  companyContactInfo: string;
};

export type InquiryAgent = { id: number; agentCode: string; agentName: string; createTime: string };
export type Page<T> = { total: number; current: number; size: number; records: T[] };
export type QuoteConfig = { url: string; origin: string };
export type Survey = {
  surveyId: string;
  questions: SurveyQuestion[];
  answers: SurveyAnswers | null;
  submittedAt: string | null;
};

// Dashboard blocks handle their own failure text, so these calls stay silent.
export const fetchHotMenus = () =>
  api.get<HotMenuRecord[]>("/hrs/userAccessRecord/getUserAccessRecordList", { silent: true });
/** Not silent: a failure is the server's messageInfo, shown as the spec says. */
export const saveHotMenus = (items: HotMenuSaveItem[]) =>
  api.post<HotMenuRecord[]>("/hrs/userAccessRecord/saveUserAccessRecordList", {
    json: items,
    silent: true,
  });
export const fetchActiveIndex = () =>
  api.get<ActiveCompany[]>("/hrs/userAccessRecord/topActiveIndex", { silent: true });
export const fetchNotices = (size = 6) =>
  api.get<Notice[]>("/hrs/notice", { query: { size }, silent: true });
export const fetchNotice = (id: number) => api.get<NoticeDetail>(`/hrs/notice/${id}`);
export const fetchStatistics = () =>
  api.get<StatisticsAnswer>("/afbase/aforder/statistics", { silent: true });
export const fetchHelpDoc = (name: string) =>
  api.get<{ helpDocUrl: string }>(`/hrs/permission/helpDoc/${encodeURIComponent(name)}`, {
    silent: true,
  });
export const fetchGuideFinished = (name: "dashboard") =>
  api.get<{ finished: boolean }>("/hrs/userGuide", { query: { name }, silent: true });
export const finishGuide = (name: "dashboard") =>
  api.post<boolean>("/hrs/userGuide/finish", { json: { name }, silent: true });

export const fetchBusinessAnalysis = (filter: AnalysisFilter) =>
  api.get<AnalysisAnswer>("/afbase/aforder/businessAnalysis", { query: filter, silent: true });

export const fetchQuoteConfig = () => api.get<QuoteConfig>("/afbase/quote/config");
export const fetchInquiryAgent = () =>
  api.get<InquiryAgent | null>("/afbase/orderInquiry/getFourYCWhenInquiry", { silent: true });
export const createInquiryAgent = () =>
  api.post<InquiryAgent>("/afbase/orderInquiry/createFourYCWhenInquiry", { silent: true });
export const saveInquiry = (body: InquiryInput) =>
  api.post<InquiryRecord>("/afbase/orderInquiry/save", { json: body, silent: true });
export const fetchMyInquiries = (current: number, size = 10) =>
  api.get<Page<InquiryRecord>>("/afbase/orderInquiry/list", {
    query: { current, size },
    silent: true,
  });

export const fetchSurvey = () => api.get<Survey>("/hrs/investigate", { silent: true });
export const submitSurvey = (answers: SurveyAnswers) =>
  api.post<boolean>("/hrs/investigate/submit", { json: { answers }, silent: true });

export type CounterItem = { id: number; title: string; createTime: string; kind: string };
const counterPage =
  (path: string) => (orgId: number, userId: number, current: number, size: number) =>
    api.get<Page<CounterItem>>(path, { query: { orgId, userId, current, size }, silent: true });
/** The message centre's pages over the counters' own calls. */
export const fetchApprovalPage = counterPage("/prm/api/toDo");
export const fetchMessagePage = counterPage("/prm/api/haveMessage");
export const readMessage = (id: number) =>
  api.post<boolean>("/prm/api/readMessage", { json: { id } });
