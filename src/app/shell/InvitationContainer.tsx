import { useQuery } from "@tanstack/react-query";
import { ApiError } from "../../api/client";
import type { MyInvitation } from "../../contract/hrs-user";
import { useT } from "../../i18n";
import { invitationMessages } from "../../i18n/messages/invitation";
import { notify } from "../../ui/toast";
import { InvitationNotice } from "../../widgets/shell/InvitationNotice";
import { invitationQueries, useAnswerInvitation } from "../invitation/queries";
import { useSessionUser } from "../queries/shell";

const NONE: MyInvitation[] = [];

/**
 * The person's pending invitations after sign-in (issue 33): accepting adds the organisation to
 * the switcher (its list is fetched again), declining drops the invitation.
 */
export function InvitationContainer() {
  const who = useSessionUser();
  const t = useT(invitationMessages);
  const invitations = useQuery(invitationQueries.mine(who));
  const answer = useAnswerInvitation();
  const asked = answer.variables;

  const reply = (invitation: MyInvitation, accept: boolean) =>
    answer.mutate(
      { invitationId: invitation.invitationId, accept },
      {
        onSuccess: () =>
          notify("success", t(accept ? "accepted" : "declined", { org: invitation.orgName })),
      },
    );

  return (
    <InvitationNotice
      invitations={invitations.data ?? NONE}
      busyId={answer.isPending && asked ? asked.invitationId : null}
      error={
        answer.isError && asked
          ? {
              invitationId: asked.invitationId,
              message: answer.error instanceof ApiError ? answer.error.message : "",
            }
          : null
      }
      onAccept={(invitation) => reply(invitation, true)}
      onDecline={(invitation) => reply(invitation, false)}
    />
  );
}
