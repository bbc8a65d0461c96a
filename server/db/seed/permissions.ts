/** The demo permission tree. The shell issue grows it to every route family. */
export type SeedPermission = {
  id: number;
  parentId: number | null;
  kind: "menu" | "button";
  name: string;
  path: string | null;
  icon: string | null;
  sort: number;
  hidden: boolean;
};

const menu = (
  id: number,
  parentId: number | null,
  name: string,
  path: string | null,
  sort = 0,
): SeedPermission => ({ id, parentId, kind: "menu", name, path, icon: null, sort, hidden: false });

const button = (id: number, parentId: number, name: string): SeedPermission => ({
  id,
  parentId,
  kind: "button",
  name,
  path: null,
  icon: null,
  sort: 0,
  hidden: false,
});

export const DEMO_PERMISSIONS: SeedPermission[] = [
  menu(100, null, "空运管理", "/af", 1),
  menu(101, 100, "空运订单", "/af_order", 1),
  menu(102, 100, "询价管理", "/af_order_inquiry", 2),
  button(1001, 101, "af_order_add"),
  button(1002, 101, "af_order_export"),
  menu(200, null, "人力资源", "/hrs", 9),
  menu(201, 200, "用户管理", "/hrs_user", 1),
  button(2001, 201, "hrs_user_add"),
];

const ALL = DEMO_PERMISSIONS.map((p) => p.id);

export const ROLE_GRANTS: Record<"admin" | "staff" | "partner", number[]> = {
  admin: ALL,
  staff: [100, 101, 102, 1001],
  partner: [100, 102],
};
