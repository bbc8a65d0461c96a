import { HRS_USER } from "../contract/hrs-user";
import { call } from "./call";

const silent = { silent: true };

/**
 * The signed-in person's own invitations to other organisations (issue 33): the shell's notice
 * lists them and answers. Silent: the notice shows a refusal next to the invitation.
 */
export const invitationApi = {
  mine: () => call(HRS_USER.myInvitations, undefined, silent),
  accept: (invitationId: number) =>
    call(HRS_USER.acceptInvitation, { params: { id: invitationId } }, silent),
  decline: (invitationId: number) =>
    call(HRS_USER.declineInvitation, { params: { id: invitationId } }, silent),
};
