import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { fetchAllMenus } from "../../api/access";
import { saveHotMenus } from "../../api/hot-menu";
import { type HotMenuSaveItem, hotMenuTree } from "../../domain/hot-menu";
import { keys } from "../queries/keys";
import { useSessionUser } from "../queries/shell";
import type { Session } from "../state/session";

type Who = Session["user"];

/** The hot-menu editor: the whole menu tree with the caller's grants. */
export const hotMenuQueries = {
  /** Asked for again at each opening: grants may have changed since. */
  allMenus: (who: Who) =>
    queryOptions({
      queryKey: keys.allMenus(who),
      queryFn: async () => hotMenuTree(await fetchAllMenus()),
      staleTime: 0,
    }),
};

/** The saved list replaces the cached one everywhere at once (sidebar, dashboard card). */
export function useSaveFrequentMenus() {
  const who = useSessionUser();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (items: HotMenuSaveItem[]) => saveHotMenus(items),
    onSuccess: (list) => client.setQueryData(keys.hotMenus(who), list),
  });
}
