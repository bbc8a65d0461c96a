import type { PendingInvitation } from "../../contract/hrs-user";
import { formatDateTime } from "../../domain/format";
import { useLang, useT } from "../../i18n";
import { hrsUserMessages } from "../../i18n/messages/hrs-user";
import { Button } from "../../ui/button";

const LOGIN_TYPE_KEYS = ["loginByPhone", "loginByEmail", "loginByAdmin"] as const;

/**
 * The organisation's pending invitations (issue 33): only what its administrator typed, the
 * role chosen and the expiry; nothing of the person until they accept. Each can be withdrawn.
 */
export function PendingInvitations({
  invitations,
  onWithdraw,
  busy = false,
}: {
  invitations: PendingInvitation[];
  onWithdraw: (invitation: PendingInvitation) => void;
  busy?: boolean;
}) {
  const t = useT(hrsUserMessages);
  const lang = useLang();
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="hrs-pending-title" className="flex flex-col gap-2">
      <div>
        <h2 id="hrs-pending-title" className="text-base font-semibold text-neutral-900">
          {t("pendingTitle")}
        </h2>
        <p className="mt-0.5 text-sm text-neutral-700">{t("pendingIntro")}</p>
      </div>
      <div className="overflow-x-auto rounded border border-neutral-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-neutral-50 text-xs text-neutral-700">
            <tr>
              <th scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                {t("colLogin")}
              </th>
              <th scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                {t("pendingName")}
              </th>
              <th scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                {t("colRole")}
              </th>
              <th scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                {t("invitedBy")}
              </th>
              <th scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                {t("expires")}
              </th>
              <th scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                {t("colActions")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-100">
            {invitations.map((i) => (
              <tr key={i.invitationId}>
                <td className="px-3 py-2">
                  <span className="flex min-w-48 flex-col">
                    <span className="break-all font-mono text-neutral-900">{i.login}</span>
                    <span className="text-xs text-neutral-600">
                      {t(LOGIN_TYPE_KEYS[i.loginType] ?? "loginByEmail")}
                    </span>
                  </span>
                </td>
                <td className="min-w-24 px-3 py-2 text-neutral-900">{i.cname}</td>
                <td className="whitespace-nowrap px-3 py-2 text-neutral-800">
                  <span className="flex flex-col">
                    {i.roleName ?? "—"}
                    {i.deptName ? (
                      <span className="text-xs text-neutral-600">{i.deptName}</span>
                    ) : null}
                  </span>
                </td>
                <td className="whitespace-nowrap px-3 py-2 text-neutral-800">
                  {i.invitedBy ?? "—"}
                </td>
                <td className="whitespace-nowrap px-3 py-2 text-neutral-800">
                  {formatDateTime(i.expiresAt, lang)}
                </td>
                <td className="px-3 py-2">
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={busy}
                    aria-label={t("withdrawFor", { login: i.login })}
                    onClick={() => onWithdraw(i)}
                  >
                    {t("withdraw")}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
