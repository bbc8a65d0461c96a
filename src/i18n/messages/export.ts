import { defineMessages } from "..";

/** The export choice dialog every exporting table uses (src/ui/export-dialog.tsx). */
export const exportMessages = defineMessages(
  {
    title: "导出",
    scope: "导出范围",
    page: "当前页（{count} 条）",
    selected: "选中的行（{count} 条）",
    filter: "符合查询条件的全部（{count} 条）",
    columns: "导出列",
    allColumns: "全选",
    noColumns: "请至少选择一列",
    noSelection: "请先在表格中勾选要导出的行",
    tooMany: "一次最多导出 {max} 条，请缩小查询范围",
    start: "导出",
    exporting: "正在导出…",
    done: "已导出 {count} 条",
    close: "关闭",
    failed: "导出失败，请稍后重试",
  },
  {
    title: "Export",
    scope: "What to export",
    page: "This page ({count} rows)",
    selected: "Selected rows ({count} rows)",
    filter: "Everything matching the search ({count} rows)",
    columns: "Columns",
    allColumns: "Select all",
    noColumns: "Choose at least one column",
    noSelection: "Tick the rows to export in the table first",
    tooMany: "One export holds at most {max} rows; narrow the search",
    start: "Export",
    exporting: "Exporting…",
    done: "{count} rows exported",
    close: "Close",
    failed: "The export failed; please try again",
  },
);
