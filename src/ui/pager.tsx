import { useT } from "../i18n";
import { pagerMessages } from "../i18n/messages/common";
import { Button } from "./button";

/** A paged list's position and its previous and next buttons (server-side paging). */
export function Pager({
  page,
  onPage,
}: {
  page: { total: number; current: number; size: number };
  onPage: (n: number) => void;
}) {
  const t = useT(pagerMessages);
  const pages = Math.max(1, Math.ceil(page.total / page.size));
  return (
    <nav
      aria-label={t("pageOf", { current: page.current, pages, total: page.total })}
      className="flex items-center justify-end gap-3 text-sm text-neutral-700"
    >
      <span className="tabular-nums">
        {t("pageOf", { current: page.current, pages, total: page.total })}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={page.current <= 1}
        onClick={() => onPage(page.current - 1)}
      >
        {t("prev")}
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={page.current >= pages}
        onClick={() => onPage(page.current + 1)}
      >
        {t("next")}
      </Button>
    </nav>
  );
}
