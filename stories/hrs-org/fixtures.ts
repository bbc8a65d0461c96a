import type {
  OrgProfile,
  ReleaseList,
  Workgroup,
  WorkgroupMember,
} from "../../src/contract/hrs-org";

export const PROFILE: OrgProfile = {
  orgId: 1,
  code: "DEMO",
  name: "上海演示国际货运代理有限公司",
  orgVersion: "FULL",
  privateSaas: false,
  validUntil: "2027-06-30",
  theme: null,
  website: "https://www.demo-forwarding.example",
  memberCount: 42,
  version: 3,
};

export const RELEASES: ReleaseList = {
  build: "20261125T223000",
  current: "20261125T223000+r3",
  releases: [
    {
      release: 3,
      note: "新增订单工作台",
      publishedBy: "系统管理员",
      publishedAt: "2026-11-24T02:30:00Z",
    },
    { release: 2, note: "", publishedBy: "系统管理员", publishedAt: "2026-11-02T09:00:00Z" },
    { release: 1, note: "首次发布", publishedBy: null, publishedAt: "2026-10-08T01:15:00Z" },
  ],
};

export const CANDIDATES: WorkgroupMember[] = [
  { userId: 2, cname: "王芳" },
  { userId: 3, cname: "李强" },
  { userId: 4, cname: "陈静" },
  { userId: 5, cname: "赵磊" },
];

export const WORKGROUPS: Workgroup[] = [
  {
    workgroupId: 1,
    name: "空运出口组",
    version: 2,
    members: [
      { userId: 2, cname: "王芳" },
      { userId: 3, cname: "李强" },
    ],
  },
  { workgroupId: 2, name: "海运进口组", version: 1, members: [{ userId: 4, cname: "陈静" }] },
  { workgroupId: 3, name: "新客户组", version: 1, members: [] },
];
