import { HOT_MENU } from "../contract/hot-menu";
import type { HotMenuSaveItem } from "../domain/hot-menu";
import { call } from "./call";

export const fetchHotMenus = () => call(HOT_MENU.list, {}, { silent: true });
/** Silent: the dialog shows the server's messageInfo itself, as the spec says. */
export const saveHotMenus = (items: HotMenuSaveItem[]) =>
  call(HOT_MENU.save, { body: items }, { silent: true });
