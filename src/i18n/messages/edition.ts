import { defineMessages } from "..";

/**
 * The editions' names, in one place (issue 34: the header said 标准版 while /hrs_org said 完整版
 * for the same edition). The top bar's badge, the organisation's profile and every other place
 * that names an edition read it here.
 */
export const editionMessages = defineMessages(
  { FULL: "标准版", BOOKING: "在线订舱版" },
  { FULL: "Standard", BOOKING: "Online booking" },
);
