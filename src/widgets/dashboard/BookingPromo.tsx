import { useT } from "../../i18n";
import { dashboardMessages } from "../../i18n/messages/dashboard";

/** For the online-booking-only version: what the full suite adds, and the way to upgrade. */
export function BookingPromo({
  href,
  onNavigate,
}: {
  href: string;
  onNavigate: (href: string) => void;
}) {
  const t = useT(dashboardMessages);
  return (
    <section
      data-slot="booking-promo"
      aria-labelledby="dash-promo"
      className="flex flex-col gap-3 rounded-md border border-amber-200 bg-amber-50 px-5 py-4 sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <h2 id="dash-promo" className="text-base font-semibold text-amber-900">
          {t("promoTitle")}
        </h2>
        <p className="mt-1 text-sm text-amber-900">{t("promoBody")}</p>
      </div>
      <a
        href={href}
        onClick={(e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey) return;
          e.preventDefault();
          onNavigate(href);
        }}
        className="inline-flex h-9 shrink-0 items-center justify-center rounded bg-brand px-4 text-sm font-medium text-white hover:bg-brand-700"
      >
        {t("promoAction")}
      </a>
    </section>
  );
}
