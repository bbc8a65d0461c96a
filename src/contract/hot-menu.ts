import type { HotMenuRecord } from "../domain/hot-menu";
import { HOT_MENU_SAVE_SCHEMA } from "../domain/hot-menu-schema";
import { endpoint } from "./endpoint";

/** The caller's frequent (hot) menus: the sidebar, the dashboard card and the editor dialog. */
export const HOT_MENU = {
  list: endpoint<HotMenuRecord[]>()({
    method: "GET",
    path: "/hrs/userAccessRecord/getUserAccessRecordList",
    permission: "signed-in",
  }),
  save: endpoint<HotMenuRecord[]>()({
    method: "POST",
    path: "/hrs/userAccessRecord/saveUserAccessRecordList",
    permission: "signed-in",
    body: HOT_MENU_SAVE_SCHEMA,
  }),
};
