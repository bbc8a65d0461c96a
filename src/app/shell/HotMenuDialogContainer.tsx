import { useQuery } from "@tanstack/react-query";
import { useAtom, useAtomValue } from "jotai";
import * as React from "react";
import { fetchAllMenus } from "../../api/access";
import { ApiError } from "../../api/client";
import { saveHotMenus } from "../../api/hot-menu";
import { type HotMenuNode, type HotMenuSaveItem, hotMenuTree } from "../../domain/hot-menu";
import { translate } from "../../i18n";
import { hotMenuMessages } from "../../i18n/messages/hot-menu";
import { localizeMenus } from "../../i18n/messages/menus";
import { notify } from "../../ui/toast";
import { HotMenuDialog } from "../../widgets/hot-menu/HotMenuDialog";
import { successNotice } from "../error-presenter";
import { keys } from "../queries/keys";
import {
  loadableOf,
  useFrequentMenus,
  useSessionUser,
  useSetFrequentMenus,
} from "../queries/shell";
import { hotMenuDialogOpenAtom } from "../state/hot-menu-dialog";
import { languageAtom } from "../state/language";

/**
 * The hot-menu dialog's container, loaded when the dialog first opens: the whole menu tree with
 * the caller's grants (getAllPermissionAndHave), the saved list from the shared query, and the
 * save call. Code 0 closes the dialog and updates the sidebar and the dashboard; any other answer
 * shows the server's messageInfo in the dialog.
 */
export default function HotMenuDialogContainer() {
  const [open, setOpen] = useAtom(hotMenuDialogOpenAtom);
  const frequent = useFrequentMenus();
  const setFrequent = useSetFrequentMenus();
  const who = useSessionUser();
  // Asked for again at each opening: grants may have changed since.
  const lang = useAtomValue(languageAtom);
  const localize = React.useCallback((nodes: HotMenuNode[]) => localizeMenus(nodes, lang), [lang]);
  const tree = useQuery({
    queryKey: keys.allMenus(who),
    queryFn: async () => hotMenuTree(await fetchAllMenus()),
    enabled: open,
    staleTime: 0,
    select: localize,
  });
  const [saving, setSaving] = React.useState(false);
  const [saveError, setSaveError] = React.useState<string | null>(null);
  React.useEffect(() => {
    if (open) setSaveError(null);
  }, [open]);

  const saved = frequent.data ?? [];
  const onSave = async (items: HotMenuSaveItem[]) => {
    setSaving(true);
    setSaveError(null);
    try {
      const list = await saveHotMenus(items);
      setFrequent(list);
      setOpen(false);
      successNotice({ notify });
    } catch (error) {
      setSaveError(
        error instanceof ApiError
          ? error.failure.message
          : translate(hotMenuMessages, lang)("saveFailed"),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <HotMenuDialog
      open={open}
      onOpenChange={setOpen}
      tree={loadableOf(tree)}
      records={saved}
      saving={saving}
      saveError={saveError}
      onSave={(items) => void onSave(items)}
      onRetry={() => {
        void tree.refetch();
        if (frequent.isError) void frequent.refetch();
      }}
    />
  );
}
