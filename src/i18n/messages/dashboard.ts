import { defineMessages } from "..";

export const dashboardMessages = defineMessages(
  {
    title: "首页",
    greeting: "您好，{name}",
    orgLabel: "当前机构",
    roleLabel: "登录角色",
    roleAdmin: "管理员",
    roleStaff: "员工",
    rolePartner: "外部合作伙伴",
  },
  {
    title: "Home",
    greeting: "Hello, {name}",
    orgLabel: "Organisation",
    roleLabel: "Signed in as",
    roleAdmin: "Administrator",
    roleStaff: "Staff",
    rolePartner: "External partner",
  },
);
