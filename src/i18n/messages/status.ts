import { defineMessages } from "..";

/** The spec's fixed texts stay as written: 功能暂未开放，敬请期待。 */
export const statusMessages = defineMessages(
  {
    notFoundTitle: "页面不存在",
    notFoundBody: "您访问的页面不存在或已被移除。",
    noPermissionTitle: "暂无权限访问",
    noPermissionBody: "您没有访问该页面的权限，如需开通请联系管理员。",
    unPermissionTitle: "暂无权限访问",
    unPermissionBody: "您的角色未开通此功能，如需使用请联系管理员。",
    unDevelopTitle: "功能暂未开放，敬请期待。",
    unDevelopBody: "「{name}」正在建设中，上线后将第一时间通知您。",
    unDevelopBodyNoName: "该功能正在建设中，上线后将第一时间通知您。",
    backHome: "返回首页",
    ssoInvalid: "用户信息无效，无法访问",
    ssoWorking: "正在登录…",
    goLogin: "前往登录",
  },
  {
    notFoundTitle: "Page not found",
    notFoundBody: "The page you are looking for does not exist or has moved.",
    noPermissionTitle: "No permission to access",
    noPermissionBody: "You do not have access to this page. Ask your administrator to grant it.",
    unPermissionTitle: "No permission to access",
    unPermissionBody:
      "Your role does not include this feature. Ask your administrator to enable it.",
    unDevelopTitle: "Coming soon",
    unDevelopBody: "“{name}” is being built; we will let you know when it opens.",
    unDevelopBodyNoName: "This feature is being built; we will let you know when it opens.",
    backHome: "Back to home",
    ssoInvalid: "User information is invalid; access denied",
    ssoWorking: "Signing in…",
    goLogin: "Go to sign in",
  },
);
