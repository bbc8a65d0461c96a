import { ORDER_ROUTES } from "../../domain/order";
import type { BusinessScope } from "../../domain/scope";
import { useLang, useT } from "../../i18n";
import { menuName } from "../../i18n/messages/menus";
import { orderMessages } from "../../i18n/messages/order";
import { Button } from "../../ui/button";

export type OrderUnavailableProps = {
  /**
   * missing: the order does not exist (or is not the organisation's), retrying cannot help;
   * failed: it could not be loaded (network, server), a retry may help.
   */
  kind: "missing" | "failed";
  /** When missing, the order lists to go back to: the order's scope when known, else those the user may open. */
  scopes: readonly BusinessScope[];
  onOpenList: (path: string) => void;
  /** When failed, the failure as a sentence of the catalogue. */
  message?: string;
  onRetry: () => void;
};

/** The order page when there is no order to show: not found with a way back, or a failure with retry. */
export function OrderUnavailable(props: OrderUnavailableProps) {
  const t = useT(orderMessages);
  const lang = useLang();
  if (props.kind === "failed") {
    return (
      <div role="alert" className="mx-auto flex max-w-6xl flex-col items-start gap-3 px-6 py-10">
        <p className="text-sm text-red-800">{props.message}</p>
        <Button variant="outline" size="sm" onClick={props.onRetry}>
          {t("retry")}
        </Button>
      </div>
    );
  }
  return (
    <div role="alert" className="mx-auto flex max-w-6xl flex-col items-start gap-2 px-6 py-10">
      <h1 className="text-lg font-semibold text-neutral-900">{t("notFoundTitle")}</h1>
      <p className="text-sm text-neutral-700">{t("notFoundHint")}</p>
      {props.scopes.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {props.scopes.map((scope) => {
            const path = ORDER_ROUTES[scope];
            return (
              <li key={scope}>
                <a
                  href={path}
                  className="text-brand-700 underline-offset-2 hover:underline"
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                    event.preventDefault();
                    props.onOpenList(path);
                  }}
                >
                  ← {t("backTo", { list: menuName({ id: 0, path, name: path }, lang) })}
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
