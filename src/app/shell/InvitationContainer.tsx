import { useQuery, useQueryClient } from "@tanstack/react-query";
import * as React from "react";
import { ApiError } from "../../api/client";
import { invitationApi } from "../../api/invitations";
import type { MyInvitation } from "../../contract/hrs-user";
import { useT } from "../../i18n";
import { invitationMessages } from "../../i18n/messages/invitation";
import { notify } from "../../ui/toast";
import { InvitationNotice } from "../../widgets/shell/InvitationNotice";
import { keys } from "../queries/keys";
import { useSessionUser } from "../queries/shell";

const NONE: MyInvitation[] = [];

/**
 * The person's pending invitations after sign-in (issue 33): accepting adds the organisation to
 * the switcher (its list is fetched again), declining drops the invitation.
 */
export function InvitationContainer() {
  const who = useSessionUser();
  const t = useT(invitationMessages);
  const client = useQueryClient();
  const invitations = useQuery({ queryKey: keys.myInvitations(who), queryFn: invitationApi.mine });
  const [busyId, setBusyId] = React.useState<number | null>(null);
  const [error, setError] = React.useState<{ invitationId: number; message: string } | null>(null);

  const answer = async (invitation: MyInvitation, accept: boolean) => {
    setBusyId(invitation.invitationId);
    setError(null);
    try {
      if (accept) await invitationApi.accept(invitation.invitationId);
      else await invitationApi.decline(invitation.invitationId);
      notify("success", t(accept ? "accepted" : "declined", { org: invitation.orgName }));
      await client.invalidateQueries({ queryKey: keys.myInvitations(who) });
      if (accept) await client.invalidateQueries({ queryKey: keys.myOrgs(who) });
    } catch (e) {
      setError({
        invitationId: invitation.invitationId,
        message: e instanceof ApiError ? e.message : "",
      });
    } finally {
      setBusyId(null);
    }
  };

  return (
    <InvitationNotice
      invitations={invitations.data ?? NONE}
      busyId={busyId}
      error={error}
      onAccept={(invitation) => void answer(invitation, true)}
      onDecline={(invitation) => void answer(invitation, false)}
    />
  );
}
