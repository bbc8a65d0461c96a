import * as v from "valibot";
import { idNumber, versionNumber } from "./integers.ts";
import { MAINLAND_MOBILE } from "./login.ts";

/** HRS users and roles (issue 20): the texts both sides show. */
export const HRS_MESSAGES = {
  cname: "请输入中文名（1 到 50 个字符）",
  ename: "英文名最多 100 个字符",
  login: "请输入登录名",
  loginName: "管理员登录名应为 2 到 50 位字母、数字、. _ @ -",
  phone: "请输入正确的手机号",
  email: "请输入正确的邮箱",
  role: "请选择角色",
  roleName: "请输入角色名称（1 到 50 个字符）",
  stale: "数据已被他人修改，请刷新后重试",
  loginExists: "登录名已被使用",
  self: "不能停用自己的账号",
  roleInUse: "该角色已分配给用户，不能删除",
  dept: "请选择本机构的部门",
  deptName: "请输入部门名称（1 到 50 个字符）",
  deptExists: "部门名称已存在",
  notFound: "数据不存在",
  phoneArea: "请选择手机号的国家或地区代码",
  phoneLoginArea: "手机号登录仅支持中国大陆（+86）手机号",
  memberExists: "该用户已是本机构成员",
  deptInUse: "该部门下还有用户，不能删除",
  ownRoleEditor: "不能从自己的角色中移除“角色管理”",
  // Issue 33 (decision 53): invitations and what only the owning organisation may do.
  invitePending: "已邀请该用户加入本机构，正在等待对方接受",
  notOwner: "该账号由其他机构创建，本机构只能调整其角色和部门，或将其移出本机构",
  ownerRemove: "本机构创建的账号不能移出，请停用",
  removeSelf: "不能将自己移出本机构",
  invitationGone: "邀请不存在或已过期",
} as const;

/** An invitation stays open this many days; then it is gone as if declined. */
export const INVITATION_DAYS = 7;

/**
 * Country and area codes a contact phone may carry (issue 20). Phone sign-in is the mainland's
 * (seed 000 §1: an 11-digit mobile), so a phone-login user is +86; other users' phones are
 * contacts and may be anywhere.
 */
export const PHONE_AREAS = [
  "+86",
  "+852",
  "+853",
  "+886",
  "+1",
  "+44",
  "+49",
  "+33",
  "+31",
  "+39",
  "+34",
  "+7",
  "+65",
  "+60",
  "+66",
  "+84",
  "+62",
  "+63",
  "+81",
  "+82",
  "+91",
  "+971",
  "+61",
  "+64",
] as const;
export type PhoneArea = (typeof PHONE_AREAS)[number];
export const MAINLAND_AREA: PhoneArea = "+86";
/** A national number outside the mainland: digits only, as E.164 allows (at most 15). */
const NATIONAL_NUMBER = /^\d{4,15}$/;

/** The login types of seed 000 §1: phone, e-mail, administrator (login name). */
export const USER_LOGIN_TYPES = [0, 1, 2] as const;

const optionalText = (max: number, message: string) =>
  v.optional(v.nullable(v.pipe(v.string(message), v.trim(), v.maxLength(max, message))));

const fields = {
  cname: v.pipe(
    v.string(HRS_MESSAGES.cname),
    v.trim(),
    v.minLength(1, HRS_MESSAGES.cname),
    v.maxLength(50, HRS_MESSAGES.cname),
  ),
  ename: optionalText(100, HRS_MESSAGES.ename),
  phone: v.optional(
    v.nullable(
      v.union(
        [v.literal(""), v.pipe(v.string(), v.regex(NATIONAL_NUMBER, HRS_MESSAGES.phone))],
        HRS_MESSAGES.phone,
      ),
    ),
  ),
  phoneArea: v.optional(v.picklist(PHONE_AREAS, HRS_MESSAGES.phoneArea)),
  email: v.optional(
    v.nullable(
      v.union(
        [
          v.literal(""),
          // Stored as it is compared at sign-in: trimmed, lower-cased (migration 023).
          v.pipe(
            v.string(),
            v.trim(),
            v.maxLength(254),
            v.email(HRS_MESSAGES.email),
            v.toLowerCase(),
          ),
        ],
        HRS_MESSAGES.email,
      ),
    ),
  ),
  roleId: idNumber(HRS_MESSAGES.role),
  /** The member's department, if any (GET /hrs/dept). */
  deptId: v.optional(v.nullable(idNumber(HRS_MESSAGES.dept))),
};

/** A mainland phone (+86, the default) is an 11-digit mobile. */
function mainlandPhoneOk(u: { phone?: string | null; phoneArea?: PhoneArea }): boolean {
  return (
    !u.phone || (u.phoneArea ?? MAINLAND_AREA) !== MAINLAND_AREA || MAINLAND_MOBILE.test(u.phone)
  );
}

/**
 * POST /hrs/user: a new member; the login is the phone, the e-mail or the login name. A login
 * another organisation's person already has makes a pending invitation instead (decision 53):
 * they become a member only when they accept it.
 */
export const newUserSchema = v.pipe(
  v.strictObject({
    loginType: v.picklist(USER_LOGIN_TYPES, HRS_MESSAGES.login),
    loginName: v.optional(
      v.nullable(v.pipe(v.string(), v.regex(/^[A-Za-z0-9._@-]{2,50}$/, HRS_MESSAGES.loginName))),
    ),
    ...fields,
    loginRole: v.optional(v.picklist(["staff", "partner"])),
  }),
  v.check(
    (u) =>
      (u.loginType === 0 && Boolean(u.phone)) ||
      (u.loginType === 1 && Boolean(u.email)) ||
      (u.loginType === 2 && Boolean(u.loginName)),
    HRS_MESSAGES.login,
  ),
  v.forward(v.partialCheck([["phone"], ["phoneArea"]], mainlandPhoneOk, HRS_MESSAGES.phone), [
    "phone",
  ]),
  v.forward(
    v.partialCheck(
      [["loginType"], ["phoneArea"]],
      (u) => u.loginType !== 0 || (u.phoneArea ?? MAINLAND_AREA) === MAINLAND_AREA,
      HRS_MESSAGES.phoneLoginArea,
    ),
    ["phoneArea"],
  ),
);
export type NewUser = v.InferOutput<typeof newUserSchema>;

/** PUT /hrs/user/{id}: the names, contacts and role, with the version read. */
export const editUserSchema = v.pipe(
  v.strictObject({
    ...fields,
    version: versionNumber(),
  }),
  v.forward(v.partialCheck([["phone"], ["phoneArea"]], mainlandPhoneOk, HRS_MESSAGES.phone), [
    "phone",
  ]),
);
export type EditUser = v.InferOutput<typeof editUserSchema>;

/** POST /hrs/role and PUT /hrs/role/{id} (with version): a name and the granted nodes. */
export const roleSchema = v.strictObject({
  name: v.pipe(
    v.string(HRS_MESSAGES.roleName),
    v.trim(),
    v.minLength(1, HRS_MESSAGES.roleName),
    v.maxLength(50, HRS_MESSAGES.roleName),
  ),
  permissionIds: v.pipe(v.array(idNumber()), v.maxLength(2000)),
  version: v.optional(versionNumber()),
});
export type RoleInput = v.InferOutput<typeof roleSchema>;

/** POST /hrs/dept and PUT /hrs/dept/{id} (with version): a department's name. */
export const deptSchema = v.strictObject({
  name: v.pipe(
    v.string(HRS_MESSAGES.deptName),
    v.trim(),
    v.minLength(1, HRS_MESSAGES.deptName),
    v.maxLength(50, HRS_MESSAGES.deptName),
  ),
  version: v.optional(versionNumber()),
});
export type DeptInput = v.InferOutput<typeof deptSchema>;
