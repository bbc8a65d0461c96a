import { useT } from "../../i18n";
import { welcomeMessages } from "../../i18n/messages/welcome";
import { isExternal, type ShellLink } from "./types";

export type WelcomeFamily = "prm" | "hrs" | "css" | "af" | "os" | "sc" | "tc" | "lc" | "io";

/** A permitted menu of the family, and whether its page is open yet (built, or a link out). */
export type WelcomeItem = ShellLink & { open: boolean };

export type WelcomeScreenProps = {
  family: WelcomeFamily;
  /** The caller's permitted menus in this family, grouped by their parent menu. */
  groups: { name: string; items: WelcomeItem[] }[];
  onNavigate: (item: ShellLink) => void;
};

/**
 * A sub-system's welcome page: what it covers, the caller's permitted menus that work as tiles by
 * name, and plainly which of them are not open yet (issue 34: /prm advertised 可用功能 22, none
 * of which opened, with raw paths).
 */
export function WelcomeScreen({ family, groups, onNavigate }: WelcomeScreenProps) {
  const t = useT(welcomeMessages);
  const ready = groups
    .map((g) => ({ name: g.name, items: g.items.filter((i) => i.open) }))
    .filter((g) => g.items.length > 0);
  const pending = groups.flatMap((g) => g.items.filter((i) => !i.open));
  const total = ready.reduce((n, g) => n + g.items.length, 0);
  return (
    <div data-slot="welcome-screen" className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
      <section className="relative overflow-hidden rounded-lg bg-brand px-6 py-8 text-white sm:px-8">
        <svg
          viewBox="0 0 400 120"
          className="pointer-events-none absolute right-0 bottom-0 h-full opacity-25"
          aria-hidden="true"
          fill="none"
        >
          <path
            d="M10 110 Q200 -20 390 80"
            stroke="currentColor"
            strokeWidth="2"
            strokeDasharray="3 7"
          />
          <circle cx="390" cy="80" r="6" fill="currentColor" />
        </svg>
        <h1 className="relative text-2xl font-semibold">{t(`${family}Title`)}</h1>
        <p className="relative mt-2 max-w-2xl text-sm leading-6 text-white/90">
          {t(`${family}Body`)}
        </p>
      </section>
      <h2 className="mt-8 mb-3 text-base font-semibold text-neutral-900">
        {t("entries")}
        <span className="ml-2 text-sm font-normal text-neutral-600">{total}</span>
      </h2>
      {total === 0 ? (
        <p className="rounded-md border border-dashed border-neutral-300 bg-white p-8 text-center text-sm text-neutral-600">
          {pending.length > 0 ? t("noneOpenYet") : t("noEntries")}
        </p>
      ) : (
        <div className="flex flex-col gap-6">
          {ready.map((group) => (
            <section key={group.name} aria-label={group.name}>
              {ready.length > 1 ? (
                <h3 className="mb-2 text-sm font-medium text-neutral-700">{group.name}</h3>
              ) : null}
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
                {group.items.map((item) => (
                  <li key={item.id}>
                    <a
                      href={item.path}
                      {...(isExternal(item.path)
                        ? { target: "_blank", rel: "noopener noreferrer" }
                        : {})}
                      onClick={(e) => {
                        if (isExternal(item.path) || e.metaKey || e.ctrlKey || e.shiftKey) return;
                        e.preventDefault();
                        onNavigate(item);
                      }}
                      className="group flex h-full min-h-16 items-center rounded-md border border-neutral-200 bg-white p-4 transition-colors hover:border-brand hover:shadow-sm"
                    >
                      <span className="text-sm font-medium text-neutral-900 group-hover:text-brand">
                        {item.name}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      {pending.length > 0 ? (
        <section aria-labelledby="welcome-pending" className="mt-8">
          <h2 id="welcome-pending" className="mb-1 text-base font-semibold text-neutral-900">
            {t("pendingTitle")}
            <span className="ml-2 text-sm font-normal text-neutral-600">{pending.length}</span>
          </h2>
          <p className="mb-3 text-sm text-neutral-600">{t("pendingHint")}</p>
          <ul className="flex flex-wrap gap-2">
            {pending.map((item) => (
              <li
                key={item.id}
                className="rounded border border-neutral-200 bg-neutral-100 px-2 py-1 text-xs text-neutral-700"
              >
                {item.name}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
