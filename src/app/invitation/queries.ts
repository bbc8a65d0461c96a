import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { invitationApi } from "../../api/invitations";
import { keys } from "../queries/keys";
import { useSessionUser } from "../queries/shell";
import type { Session } from "../state/session";

type Who = Session["user"];

/** The person's own pending invitations (issue 33), shown by the shell after sign-in. */
export const invitationQueries = {
  mine: (who: Who) =>
    queryOptions({ queryKey: keys.myInvitations(who), queryFn: invitationApi.mine }),
};

/**
 * Accepting or declining drops the invitation from the list; accepting also adds the
 * organisation to the switcher, whose list is asked for again.
 */
export function useAnswerInvitation() {
  const who = useSessionUser();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      invitationId,
      accept,
    }: {
      invitationId: number;
      accept: boolean;
    }): Promise<unknown> =>
      accept ? invitationApi.accept(invitationId) : invitationApi.decline(invitationId),
    onSuccess: (_answer, { accept }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: keys.myInvitations(who) }),
        accept ? client.invalidateQueries({ queryKey: keys.myOrgs(who) }) : undefined,
      ]),
  });
}
