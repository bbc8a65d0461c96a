import { useT } from "../../i18n";
import { dashboardMessages } from "../../i18n/messages/dashboard";

/** The activity banner: the questionnaire at /investigate. */
export function ActivityBanner({
  href,
  onNavigate,
}: {
  href: string;
  onNavigate: (href: string) => void;
}) {
  const t = useT(dashboardMessages);
  return (
    <a
      href={href}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey) return;
        e.preventDefault();
        onNavigate(href);
      }}
      data-slot="activity-banner"
      className="group relative flex min-h-24 items-center gap-4 overflow-hidden rounded-md bg-gradient-to-r from-brand-800 to-brand px-6 py-4 text-white"
    >
      <svg
        viewBox="0 0 320 96"
        aria-hidden="true"
        className="pointer-events-none absolute right-0 h-full opacity-25"
        fill="none"
      >
        <circle cx="270" cy="20" r="46" stroke="currentColor" strokeWidth="1.5" />
        <circle
          cx="300"
          cy="80"
          r="30"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeDasharray="4 6"
        />
        <path d="M120 90 Q200 10 320 40" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <div className="relative min-w-0 flex-1">
        <p className="text-lg font-semibold">{t("bannerTitle")}</p>
        <p className="mt-0.5 text-sm text-white/85">{t("bannerBody")}</p>
      </div>
      <span className="relative inline-flex h-9 shrink-0 items-center rounded bg-white px-4 text-sm font-medium text-brand transition-colors group-hover:bg-brand-50">
        {t("bannerAction")}
      </span>
    </a>
  );
}
