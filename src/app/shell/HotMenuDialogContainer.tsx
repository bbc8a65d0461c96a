import { useQuery } from "@tanstack/react-query";
import { useAtom, useAtomValue } from "jotai";
import * as React from "react";
import { ApiError } from "../../api/client";
import type { HotMenuNode } from "../../domain/hot-menu";
import { translate } from "../../i18n";
import { hotMenuMessages } from "../../i18n/messages/hot-menu";
import { localizeMenus } from "../../i18n/messages/menus";
import { notify } from "../../ui/toast";
import { HotMenuDialog } from "../../widgets/hot-menu/HotMenuDialog";
import { successNotice } from "../error-presenter";
import { hotMenuQueries, useSaveFrequentMenus } from "../hot-menu/queries";
import { loadableOf, useFrequentMenus, useSessionUser } from "../queries/shell";
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
  const who = useSessionUser();
  // Asked for again at each opening: grants may have changed since.
  const lang = useAtomValue(languageAtom);
  const localize = React.useCallback((nodes: HotMenuNode[]) => localizeMenus(nodes, lang), [lang]);
  const tree = useQuery({ ...hotMenuQueries.allMenus(who), enabled: open, select: localize });
  const save = useSaveFrequentMenus();
  const { reset } = save;
  // A new opening starts without the last one's refusal.
  React.useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  const saved = frequent.data ?? [];
  const saveError = save.error
    ? save.error instanceof ApiError
      ? save.error.failure.message
      : translate(hotMenuMessages, lang)("saveFailed")
    : null;

  return (
    <HotMenuDialog
      open={open}
      onOpenChange={setOpen}
      tree={loadableOf(tree)}
      records={saved}
      saving={save.isPending}
      saveError={saveError}
      onSave={(items) =>
        save.mutate(items, {
          onSuccess: () => {
            setOpen(false);
            successNotice({ notify });
          },
        })
      }
      onRetry={() => {
        void tree.refetch();
        if (frequent.isError) void frequent.refetch();
      }}
    />
  );
}
