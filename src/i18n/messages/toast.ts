import { defineMessages } from "..";

/** The notices' own labels: read by assistive technology, loaded with the first notice. */
export const toastMessages = defineMessages(
  {
    notifications: "通知",
    closeNotification: "关闭通知",
  },
  {
    notifications: "Notifications",
    closeNotification: "Close notification",
  },
);
