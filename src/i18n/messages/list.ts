import { defineMessages } from "..";

/** The list template every list screen is assembled from (src/ui/list-screen/). */
export const listMessages = defineMessages(
  {
    create: "新建",
    export: "导出",
    columns: "列设置",
    filters: "查询条件",
    keyword: "关键字",
    search: "查询",
    reset: "重置",
    loading: "加载中…",
    updating: "更新中…",
    failed: "列表加载失败，请稍后重试",
    retry: "重试",
    empty: "暂无数据",
    noMatch: "没有符合条件的记录",
    selectPage: "选择本页全部",
    selectedCount: "已选 {count} 条",
  },
  {
    create: "New",
    export: "Export",
    columns: "Columns",
    filters: "Search",
    keyword: "Keyword",
    search: "Search",
    reset: "Reset",
    loading: "Loading…",
    updating: "Updating…",
    failed: "The list could not be loaded. Please try again.",
    retry: "Retry",
    empty: "Nothing here yet",
    noMatch: "No records match",
    selectPage: "Select this page",
    selectedCount: "{count} selected",
  },
);
