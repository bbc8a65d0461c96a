import { defineMessages } from "..";

/**
 * The signed-in person's invitations to other organisations (issue 33, decision 53), shown in
 * the shell above the page. The server's Chinese refusal is found here by source text.
 */
export const invitationMessages = defineMessages(
  {
    region: "机构邀请",
    title: "您有 {count} 个机构邀请",
    titleOne: "您有一个机构邀请",
    invite: "“{org}”邀请您加入",
    role: "角色：{role}",
    invitedBy: "邀请人：{name}",
    until: "有效期至 {until}",
    accept: "接受",
    decline: "拒绝",
    accepting: "正在接受…",
    accepted: "已加入“{org}”，可在机构切换中进入",
    declined: "已拒绝“{org}”的邀请",
    errGone: "邀请不存在或已过期",
    errFailed: "操作未成功，请稍后重试",
  },
  {
    region: "Organisation invitations",
    title: "You have {count} invitations to organisations",
    titleOne: "You have an invitation to an organisation",
    invite: "“{org}” invites you to join",
    role: "Role: {role}",
    invitedBy: "Invited by {name}",
    until: "Open until {until}",
    accept: "Accept",
    decline: "Decline",
    accepting: "Accepting…",
    accepted: "You joined “{org}”; switch to it from the organisation menu",
    declined: "You declined the invitation of “{org}”",
    errGone: "The invitation no longer exists or has expired",
    errFailed: "That did not work. Try again shortly.",
  },
);
