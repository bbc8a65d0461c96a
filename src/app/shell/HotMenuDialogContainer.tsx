import { useAtom } from "jotai";
import * as React from "react";
import { fetchAllMenus } from "../../api/access";
import { ApiError } from "../../api/client";
import { saveHotMenus } from "../../api/hot-menu";
import { type HotMenuNode, type HotMenuSaveItem, hotMenuTree } from "../../domain/hot-menu";
import { notify } from "../../ui/toast";
import { failed, type Loadable, loading, ready } from "../../widgets/dashboard/types";
import { HotMenuDialog } from "../../widgets/hot-menu/HotMenuDialog";
import { useFrequentMenus, useSetFrequentMenus } from "../queries/shell";
import { hotMenuDialogOpenAtom } from "../state/frequent-menus";

/**
 * The hot-menu dialog's container, loaded when the dialog first opens: the whole menu tree with
 * the caller's grants (getAllPermissionAndHave), the saved list from the shared atom, and the
 * save call. Code 0 closes the dialog and updates the sidebar and the dashboard; any other answer
 * shows the server's messageInfo in the dialog.
 */
export default function HotMenuDialogContainer() {
  const [open, setOpen] = useAtom(hotMenuDialogOpenAtom);
  const frequent = useFrequentMenus();
  const setFrequent = useSetFrequentMenus();
  const [tree, setTree] = React.useState<Loadable<HotMenuNode[]>>(loading);
  const [saving, setSaving] = React.useState(false);
  const [saveError, setSaveError] = React.useState<string | null>(null);
  const [attempt, setAttempt] = React.useState(0);

  React.useEffect(() => {
    if (!open) return;
    let live = true;
    setTree(loading);
    fetchAllMenus()
      .then((menus) => live && setTree(ready(hotMenuTree(menus))))
      .catch(() => live && setTree(failed));
    return () => {
      live = false;
    };
  }, [open, attempt]);

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
      notify("success", "保存成功");
    } catch (error) {
      setSaveError(error instanceof ApiError ? error.failure.message : "保存失败，请稍后重试");
    } finally {
      setSaving(false);
    }
  };

  return (
    <HotMenuDialog
      open={open}
      onOpenChange={setOpen}
      tree={tree}
      records={saved}
      saving={saving}
      saveError={saveError}
      onSave={(items) => void onSave(items)}
      onRetry={() => {
        setAttempt((n) => n + 1);
        if (frequent.isError) void frequent.refetch();
      }}
    />
  );
}
