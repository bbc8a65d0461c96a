import { useT } from "../../i18n";
import { commonMessages } from "../../i18n/messages/common";
import { dashboardMessages } from "../../i18n/messages/dashboard";
import { Button } from "../../ui/button";
import { BrandMark } from "../brand/BrandMark";

export type DashboardUser = {
  userCname: string;
  orgName: string;
  loginRole: "admin" | "staff" | "partner";
};

export type DashboardScreenProps = {
  user: DashboardUser;
  onLogout: () => void;
  loggingOut?: boolean;
};

const ROLE_KEYS = { admin: "roleAdmin", staff: "roleStaff", partner: "rolePartner" } as const;

/** The first authenticated page: who is signed in, and the way out. The dashboard issue fills it. */
export function DashboardScreen({ user, onLogout, loggingOut = false }: DashboardScreenProps) {
  const t = useT(dashboardMessages);
  const tc = useT(commonMessages);
  return (
    <div data-slot="dashboard-screen" className="min-h-dvh bg-neutral-50">
      <header className="flex h-14 items-center gap-3 bg-brand px-4 text-white sm:px-6">
        <BrandMark inverted className="size-7" />
        <span className="font-semibold">{tc("appTitle")}</span>
        <span className="ml-auto hidden truncate text-sm text-white/85 sm:block">
          {user.orgName}
        </span>
        <Button variant="onBrand" size="sm" onClick={onLogout} loading={loggingOut}>
          {t("logout")}
        </Button>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        <h1 className="text-2xl font-semibold text-neutral-900">
          {t("greeting", { name: user.userCname })}
        </h1>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
          <div className="rounded-md border border-neutral-200 bg-white p-4">
            <dt className="text-neutral-600">{t("orgLabel")}</dt>
            <dd className="mt-1 font-medium text-neutral-900">{user.orgName}</dd>
          </div>
          <div className="rounded-md border border-neutral-200 bg-white p-4">
            <dt className="text-neutral-600">{t("roleLabel")}</dt>
            <dd className="mt-1 font-medium text-neutral-900">{t(ROLE_KEYS[user.loginRole])}</dd>
          </div>
        </dl>
      </main>
    </div>
  );
}
