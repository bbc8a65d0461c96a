import { DASHBOARD } from "../contract/dashboard";
import { call } from "./call";

// Dashboard blocks handle their own failure text, so these calls stay silent.
const silent = { silent: true } as const;
export const fetchActiveIndex = () => call(DASHBOARD.activeIndex, {}, silent);
export const fetchNotices = (size = 6) => call(DASHBOARD.notices, { query: { size } }, silent);
export const fetchNotice = (id: number) => call(DASHBOARD.notice, { params: { id } });
export const fetchStatistics = () => call(DASHBOARD.statistics, {}, silent);
export const fetchHelpDoc = (name: string) => call(DASHBOARD.helpDoc, { params: { name } }, silent);
export const fetchGuideFinished = (name: "dashboard") =>
  call(DASHBOARD.guide, { query: { name } }, silent);
export const finishGuide = (name: "dashboard") =>
  call(DASHBOARD.finishGuide, { body: { name } }, silent);
