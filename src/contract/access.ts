/**
 * Sign-in, the session's user, menus and organisations (seed 000 §3, §4; 001 §7). The server
 * answers these shapes (server/auth, server/routes/permission.ts, org.ts); the client reads them.
 */

/** What the login answer and the session refresh both return, in the spec's field names. */
export type UserInfo = {
  userId: number;
  orgId: number;
  roleId: number | null;
  orgName: string;
  orgCode: string;
  orgVersion: "FULL" | "BOOKING";
  privateSaas: boolean;
  validUntil: string | null;
  userCname: string;
  userEname: string | null;
  onlineService: boolean;
  loginRole: "admin" | "staff" | "partner";
  loginType: number;
  adminRole: string | null;
  pageLanguage: string;
  buttonInfo: string[];
  /** The organisation's default theme colour (#RRGGBB), for members who have not picked one. */
  orgTheme: string | null;
  /** The organisation's latest release (/hrs_version); 0 for none. */
  orgRelease: number;
};

/** POST /auth/oauth/token and /auth/switchLogin. */
export type TokenAnswer = UserInfo & {
  access_token: string;
  token_type: string;
  expires_in: number;
};

/** A menu as GET /hrs/permission answers it (spec 000 §3 "Permission or menu node"). */
export type MenuNode = {
  id: number;
  name: string;
  label: string;
  path: string | null;
  icon: string | null;
  hidden: boolean;
  alwaysShow: boolean;
  children: MenuNode[];
  /** Only from getAllPermissionAndHave: the caller's role is granted it. */
  have?: boolean;
};

/**
 * GET /hrs/org/getMyOrgList: the caller's organisations. Each also carries what the session's
 * user info says of it, so a page load brings an administrator's changes (name, edition,
 * privacy, validity, theme, release) into the stored session (issue 20).
 */
export type OrgItem = { orgId: number; orgName: string; isDefault: boolean } & Partial<
  Pick<
    UserInfo,
    "orgCode" | "orgVersion" | "privateSaas" | "validUntil" | "orgTheme" | "orgRelease"
  >
>;

export const ACCESS_PATHS = {
  login: "/auth/oauth/token",
  logout: "/auth/token/logout",
  switchLogin: "/auth/switchLogin",
  menus: "/hrs/permission",
  allMenus: "/hrs/permission/getAllPermissionAndHave",
  buttons: "/hrs/permission/getButtonInfo",
  myOrgs: "/hrs/org/getMyOrgList",
  resetPassword: "/hrs/user/resetPassword",
  paramText: "/hrs/user/paramText",
  languagePages: "/hrs/language/pages",
  recordMenu: "/hrs/userAccessRecord/recordMenu",
  ssoLogin: "/hrs/org/sourceLoginOfEf",
} as const;
