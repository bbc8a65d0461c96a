import {
  type ActiveCompany,
  DASHBOARD_PATHS,
  type Notice,
  type NoticeDetail,
  type StatisticsAnswer,
} from "../contract/dashboard";
import { api } from "./client";

// Dashboard blocks handle their own failure text, so these calls stay silent.
export const fetchActiveIndex = () =>
  api.get<ActiveCompany[]>(DASHBOARD_PATHS.activeIndex, { silent: true });
export const fetchNotices = (size = 6) =>
  api.get<Notice[]>(DASHBOARD_PATHS.notices, { query: { size }, silent: true });
export const fetchNotice = (id: number) => api.get<NoticeDetail>(DASHBOARD_PATHS.notice(id));
export const fetchStatistics = () =>
  api.get<StatisticsAnswer>(DASHBOARD_PATHS.statistics, { silent: true });
export const fetchHelpDoc = (name: string) =>
  api.get<{ helpDocUrl: string }>(DASHBOARD_PATHS.helpDoc(name), { silent: true });
export const fetchGuideFinished = (name: "dashboard") =>
  api.get<{ finished: boolean }>(DASHBOARD_PATHS.guide, { query: { name }, silent: true });
export const finishGuide = (name: "dashboard") =>
  api.post<boolean>(DASHBOARD_PATHS.finishGuide, { json: { name }, silent: true });
