import { defineMessages } from "..";

export const accountMessages = defineMessages(
  {
    changePassword: "修改密码",
    changePasswordHint: "修改成功后，您在其他设备上的登录将全部失效。",
    oldPassword: "原密码",
    newPassword: "新密码",
    newPasswordHint: "8 到 128 位，避免使用常见密码",
    confirmPassword: "确认新密码",
    submit: "确认修改",
    reset: "重置",
    done: "密码已修改，其他设备上的登录已退出。",
  },
  {
    changePassword: "Change password",
    changePasswordHint: "After the change, your sign-ins on other devices end.",
    oldPassword: "Current password",
    newPassword: "New password",
    newPasswordHint: "8 to 128 characters; avoid common passwords",
    confirmPassword: "Repeat new password",
    submit: "Change password",
    reset: "Reset",
    done: "Password changed. Your other sign-ins have been ended.",
  },
);
