import type {
  AuditRow,
  GrantNode,
  HrsDept,
  HrsRole,
  HrsUser,
  Page,
  PendingInvitation,
} from "../../src/contract/hrs-user";

/** Users, roles, a part of the seed's menu tree and audit rows for the HRS stories. */
export const user = (over: Partial<HrsUser> & Pick<HrsUser, "userId" | "cname">): HrsUser => ({
  loginName: null,
  ename: null,
  phone: null,
  phoneArea: "+86",
  email: null,
  roleId: 2,
  roleName: "员工",
  deptId: 1,
  deptName: "空运出口部",
  loginRole: "staff",
  state: 1,
  version: 1,
  owned: true,
  ownerOrgName: "上海演示国际货运代理有限公司",
  ...over,
});

/** A person another organisation created, who accepted this organisation's invitation. */
export const NOT_OWNED_USER: HrsUser = user({
  userId: 8,
  cname: "周海燕",
  ename: "Haiyan Zhou",
  email: "zhou@supplychain.example",
  phone: "13700000008",
  owned: false,
  ownerOrgName: "深圳演示二号供应链管理有限公司",
});

/** The organisation's pending invitations: only what its administrator typed. */
export const INVITATIONS: PendingInvitation[] = [
  {
    invitationId: 31,
    loginType: 1,
    login: "li.ops@partner-logistics.example",
    cname: "李经理",
    roleName: "员工",
    deptName: "空运出口部",
    invitedBy: "系统管理员",
    createdAt: "2026-11-20T02:00:00Z",
    expiresAt: "2026-11-27T02:00:00Z",
  },
  {
    invitationId: 32,
    loginType: 0,
    login: "13900000123",
    cname: "陈师傅",
    roleName: "合作伙伴",
    deptName: null,
    invitedBy: "系统管理员",
    createdAt: "2026-11-22T08:30:00Z",
    expiresAt: "2026-11-29T08:30:00Z",
  },
];

export const USERS: HrsUser[] = [
  user({
    userId: 1,
    cname: "系统管理员",
    ename: "Administrator",
    loginName: "admin",
    roleId: 1,
    roleName: "管理员",
    loginRole: "admin",
  }),
  user({
    userId: 2,
    cname: "王小明",
    ename: "Xiaoming Wang",
    email: "staff@demo.example",
    phone: "13800000001",
  }),
  user({ userId: 3, cname: "李娜", phone: "13800000002", email: null }),
  user({
    userId: 4,
    cname: "外部合作方",
    ename: "Partner Logistics",
    email: "partner@demo.example",
    roleId: 3,
    roleName: "合作伙伴",
    loginRole: "partner",
  }),
  user({
    userId: 5,
    cname: "赵离职",
    email: "left@demo.example",
    state: 0,
    version: 3,
  }),
  user({
    userId: 6,
    cname: "新同事",
    email: "newcomer@demo.example",
    roleId: null,
    roleName: null,
  }),
  /** Another organisation's account, a member here since accepting the invitation (issue 33). */
  NOT_OWNED_USER,
];

export const LONG_USERS: HrsUser[] = [
  user({
    userId: 11,
    cname: "上海浦东新区国际物流供应链管理有限公司华东区域空运出口操作部主管",
    ename:
      "Head of Air Export Operations, East China Region, Shanghai Pudong International Logistics",
    email:
      "a.very.long.mailbox.name.for.operations@shanghai-pudong-international-logistics.example",
    phone: "13912345678",
    roleName: "华东区域空运出口操作部门主管及跨部门协调审批角色",
  }),
  ...USERS.slice(1, 3),
];

export const page = <T>(records: T[], total = records.length, current = 1): Page<T> => ({
  records,
  total,
  current,
  size: 20,
});

export const ROLES: HrsRole[] = [
  { roleId: 1, code: "admin", name: "管理员", version: 1, permissionIds: [], userCount: 1 },
  {
    roleId: 2,
    code: "staff",
    name: "员工",
    version: 2,
    // Part of the HRS group, one of its buttons, and air export with one of two buttons.
    permissionIds: [200, 201, 2001, 206, 209, 100, 101, 1001, 1006, 102],
    userCount: 3,
  },
  { roleId: 3, code: "partner", name: "合作伙伴", version: 1, permissionIds: [103], userCount: 1 },
  { roleId: 4, code: "custom-1", name: "临时角色", version: 1, permissionIds: [], userCount: 0 },
];

const menu = (id: number, parentId: number | null, path: string | null, name: string) =>
  ({ id, parentId, kind: "menu", name, path, hidden: false }) as GrantNode;
const button = (id: number, parentId: number, name: string) =>
  ({ id, parentId, kind: "button", name, path: null, hidden: false }) as GrantNode;

/** A part of the seed's tree (server/db/seed/permissions.ts): same ids, paths and names. */
export const TREE: GrantNode[] = [
  menu(200, null, "/hrs", "人事与租户管理"),
  menu(202, 200, "/hrs_org", "机构管理"),
  menu(207, 200, "/hrs_dept", "部门管理"),
  menu(201, 200, "/hrs_user", "用户管理"),
  menu(206, 200, "/hrs_role", "角色管理"),
  menu(210, 200, "/hrs_notice", "系统公告"),
  menu(209, 200, "/hrs_log", "系统日志"),
  { ...menu(215, 200, "/unPermission", "无权限"), hidden: true },
  menu(400, null, "/css", "结算报表"),
  menu(404, 400, "/css_report_business_analysis", "业务分析报表"),
  menu(420, 400, null, "集团报表"),
  menu(421, 420, "/css_jt_report_receivable_age", "集团应收账龄"),
  menu(423, 420, "/css_jt_report_business_analysis", "集团业务分析"),
  menu(100, null, "/af", "空运管理"),
  menu(101, 100, "/af_order", "空运出口订单"),
  menu(102, 100, "/af_order_inquiry", "我的询价"),
  menu(103, 100, "/newCargoTracking", "货物追踪"),
  menu(117, 100, "/order_share_links", "订单分享链接"),
  button(2001, 201, "hrs_user_add"),
  button(1001, 101, "af_order_add"),
  button(1006, 101, "af_order_edit"),
  button(1002, 101, "af_order_export"),
];

const at = (minutesAgo: number) =>
  new Date(Date.UTC(2026, 10, 25, 9, 30) - minutesAgo * 60_000).toISOString();

export const LOG: AuditRow[] = [
  {
    id: 9,
    actor: "系统管理员",
    action: "user.disable",
    target: "user:5",
    before: { state: 1 },
    after: { state: 0 },
    address: "203.0.113.7",
    createdAt: at(1),
  },
  {
    id: 8,
    actor: "系统管理员",
    action: "role.update",
    target: "role:2",
    before: { name: "员工", permissionIds: [201, 206] },
    after: { name: "员工", permissionIds: [201, 206, 209] },
    address: "203.0.113.7",
    createdAt: at(12),
  },
  {
    id: 7,
    actor: null,
    action: "signin.failure",
    target: "login:1|staff@demo.example",
    before: null,
    after: { reason: "用户名或密码错误" },
    address: "198.51.100.23",
    createdAt: at(40),
  },
  {
    id: 6,
    actor: "王小明",
    action: "signin.success",
    target: "login:1|staff@demo.example",
    before: null,
    after: null,
    address: "198.51.100.23",
    createdAt: at(42),
  },
  {
    id: 5,
    actor: "系统管理员",
    action: "org.switch",
    target: "user:1",
    before: { orgId: 1 },
    after: { orgId: 2 },
    address: "2001:db8::1",
    createdAt: at(300),
  },
];

export const DEPTS: HrsDept[] = [
  { deptId: 1, name: "空运出口部", version: 1, userCount: 3 },
  { deptId: 2, name: "单证部", version: 2, userCount: 1 },
  { deptId: 3, name: "财务部", version: 1, userCount: 0 },
];
