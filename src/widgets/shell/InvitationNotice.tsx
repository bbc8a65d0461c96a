import type { MyInvitation } from "../../contract/hrs-user";
import { formatDateTime } from "../../domain/format";
import { keyOfSource, useLang, useT } from "../../i18n";
import { invitationMessages } from "../../i18n/messages/invitation";
import { Button } from "../../ui/button";

export type InvitationNoticeProps = {
  /** The signed-in person's pending invitations (none: nothing is shown). */
  invitations: MyInvitation[];
  /** The invitation whose answer is on its way. */
  busyId?: number | null;
  /** The server's refusal of the last answer (its Chinese text), for that invitation. */
  error?: { invitationId: number; message: string } | null;
  onAccept: (invitation: MyInvitation) => void;
  onDecline: (invitation: MyInvitation) => void;
};

/**
 * Invitations to other organisations (issue 33, decision 53), above the page after sign-in: the
 * person joins an organisation only by accepting here; the switcher shows it afterwards.
 */
export function InvitationNotice(props: InvitationNoticeProps) {
  const t = useT(invitationMessages);
  const lang = useLang();
  if (props.invitations.length === 0) return null;
  const errorText = (message: string) => {
    const key = keyOfSource(invitationMessages, message);
    return key ? t(key) : t("errFailed");
  };
  return (
    <section
      aria-label={t("region")}
      data-slot="invitation-notice"
      className="mx-4 mt-4 rounded border border-brand-200 bg-brand-50 px-4 py-3 sm:mx-6"
    >
      <h2 className="text-sm font-semibold text-neutral-900">
        {props.invitations.length === 1
          ? t("titleOne")
          : t("title", { count: props.invitations.length })}
      </h2>
      <ul className="mt-2 flex flex-col divide-y divide-brand-100">
        {props.invitations.map((invitation) => {
          const busy = props.busyId === invitation.invitationId;
          const error =
            props.error?.invitationId === invitation.invitationId ? props.error.message : null;
          return (
            <li
              key={invitation.invitationId}
              className="flex flex-wrap items-center justify-between gap-3 py-2"
            >
              <div className="flex min-w-0 flex-col gap-0.5">
                <span className="break-words font-medium text-neutral-900">
                  {t("invite", { org: invitation.orgName })}
                </span>
                <span className="flex flex-wrap gap-x-3 text-xs text-neutral-700">
                  {invitation.roleName ? (
                    <span>{t("role", { role: invitation.roleName })}</span>
                  ) : null}
                  {invitation.invitedBy ? (
                    <span>{t("invitedBy", { name: invitation.invitedBy })}</span>
                  ) : null}
                  <span>{t("until", { until: formatDateTime(invitation.expiresAt, lang) })}</span>
                </span>
                {error ? (
                  <span role="alert" className="text-sm text-red-700">
                    {errorText(error)}
                  </span>
                ) : null}
              </div>
              <span className="flex shrink-0 gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={props.busyId != null}
                  onClick={() => props.onDecline(invitation)}
                >
                  {t("decline")}
                </Button>
                <Button
                  size="sm"
                  disabled={props.busyId != null}
                  onClick={() => props.onAccept(invitation)}
                >
                  {busy ? t("accepting") : t("accept")}
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
