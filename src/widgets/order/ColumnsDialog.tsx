import * as React from "react";
import { useT } from "../../i18n";
import { orderMessages } from "../../i18n/messages/order";
import { Button } from "../../ui/button";
import { Dialog, DialogContent } from "../../ui/dialog";
import { LIST_COLUMNS, type ListColumn } from "./order-list";
import type { OrderKey } from "./order-text";

/** Which of the list's columns show. */
export function ColumnsDialog({
  columns,
  onChange,
  onClose,
}: {
  columns: ListColumn[];
  onChange: (columns: ListColumn[]) => void;
  onClose: () => void;
}) {
  const t = useT(orderMessages);
  const [chosen, setChosen] = React.useState<ReadonlySet<ListColumn>>(() => new Set(columns));
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        width="md"
        title={t("columnsTitle")}
        closeLabel={t("close")}
        footer={
          <>
            <Button variant="outline" onClick={onClose}>
              {t("cancel")}
            </Button>
            <Button
              disabled={chosen.size === 0}
              onClick={() => {
                onChange(LIST_COLUMNS.filter((c) => chosen.has(c)));
                onClose();
              }}
            >
              {t("confirm")}
            </Button>
          </>
        }
      >
        <fieldset>
          <legend className="sr-only">{t("columnsTitle")}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {LIST_COLUMNS.map((column) => (
              <label key={column} className="flex items-center gap-2 text-sm text-neutral-800">
                <input
                  type="checkbox"
                  className="size-4 accent-brand"
                  checked={chosen.has(column)}
                  disabled={column === "orderCode"}
                  onChange={(e) =>
                    setChosen((prev) => {
                      const next = new Set(prev);
                      if (e.target.checked) next.add(column);
                      else next.delete(column);
                      return next;
                    })
                  }
                />
                {t(`col_${column}` as OrderKey)}
              </label>
            ))}
          </div>
        </fieldset>
      </DialogContent>
    </Dialog>
  );
}
