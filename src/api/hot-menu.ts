import { HOT_MENU_PATHS } from "../contract/hot-menu";
import type { HotMenuRecord, HotMenuSaveItem } from "../domain/hot-menu";
import { api } from "./client";

export const fetchHotMenus = () => api.get<HotMenuRecord[]>(HOT_MENU_PATHS.list, { silent: true });
/** Silent: the dialog shows the server's messageInfo itself, as the spec says. */
export const saveHotMenus = (items: HotMenuSaveItem[]) =>
  api.post<HotMenuRecord[]>(HOT_MENU_PATHS.save, { json: items, silent: true });
