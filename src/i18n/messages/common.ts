import { defineMessages } from "..";

export const commonMessages = defineMessages(
  {
    appTitle: "货代云平台",
    appTagline: "空运 · 海运 · 铁路 · 陆运 一站式协同",
    backHome: "返回首页",
    confirm: "确定",
    cancel: "取消",
    loading: "加载中…",
    language: "语言",
    notFoundTitle: "页面不存在",
    notFoundBody: "您访问的页面不存在或已被移除。",
    loadFailed: "加载数据失败",
    retry: "重试",
    offlineTitle: "请检查您的网络",
    offlineBody: "页面未能加载，网络恢复后请重试。",
  },
  {
    appTitle: "Forwarder Cloud",
    appTagline: "Air · Sea · Rail · Road, one workspace",
    backHome: "Back to home",
    confirm: "OK",
    cancel: "Cancel",
    loading: "Loading…",
    language: "Language",
    notFoundTitle: "Page not found",
    notFoundBody: "The page you are looking for does not exist or has moved.",
    loadFailed: "Failed to load data",
    retry: "Retry",
    offlineTitle: "Check your network",
    offlineBody: "The page could not load. Retry once the network is back.",
  },
);

/** The pager under every server-paged list (src/ui/pager.tsx). */
export const pagerMessages = defineMessages(
  {
    pageOf: "第 {current} / {pages} 页，共 {total} 条",
    prev: "上一页",
    next: "下一页",
  },
  {
    pageOf: "Page {current} of {pages}, {total} in all",
    prev: "Previous",
    next: "Next",
  },
);
