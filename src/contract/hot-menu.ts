/** The caller's frequent (hot) menus: the sidebar, the dashboard card and the editor dialog. */
export const HOT_MENU_PATHS = {
  list: "/hrs/userAccessRecord/getUserAccessRecordList",
  save: "/hrs/userAccessRecord/saveUserAccessRecordList",
} as const;
