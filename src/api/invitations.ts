import { HRS_PATHS, type InvitationAccepted, type MyInvitation } from "../contract/hrs-user";
import { api } from "./client";

/**
 * The signed-in person's own invitations to other organisations (issue 33): the shell's notice
 * lists them and answers. Silent: the notice shows a refusal next to the invitation.
 */
export const invitationApi = {
  mine: () => api.get<MyInvitation[]>(HRS_PATHS.myInvitations, { silent: true }),
  accept: (invitationId: number) =>
    api.post<InvitationAccepted>(HRS_PATHS.acceptInvitation(invitationId), { silent: true }),
  decline: (invitationId: number) =>
    api.post<boolean>(HRS_PATHS.declineInvitation(invitationId), { silent: true }),
};
