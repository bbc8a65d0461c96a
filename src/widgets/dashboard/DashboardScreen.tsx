import { useT } from "../../i18n";
import { dashboardMessages } from "../../i18n/messages/dashboard";

export type DashboardUser = {
  userCname: string;
  orgName: string;
  loginRole: "admin" | "staff" | "partner";
};

export type DashboardScreenProps = { user: DashboardUser };

const ROLE_KEYS = { admin: "roleAdmin", staff: "roleStaff", partner: "rolePartner" } as const;

/** The home page inside the shell: who is signed in. The dashboard issue fills in its blocks. */
export function DashboardScreen({ user }: DashboardScreenProps) {
  const t = useT(dashboardMessages);
  return (
    <div data-slot="dashboard-screen" className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
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
    </div>
  );
}
