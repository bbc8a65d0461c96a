import * as v from "valibot";

/** The body of POST /hrs/userAccessRecord/saveUserAccessRecordList, checked by the server. */

const positiveInt = (field: string) =>
  v.pipe(
    v.number(`${field} 应为正整数`),
    v.integer(`${field} 应为正整数`),
    v.minValue(1, `${field} 应为正整数`),
    v.maxValue(2_147_483_647, `${field} 应为正整数`),
  );

export const HOT_MENU_SAVE_ITEM_SCHEMA = v.strictObject({
  permissionId: positiveInt("permissionId"),
  permissionName: v.pipe(
    v.string("permissionName 应为文本"),
    v.maxLength(200, "permissionName 不能超过 200 个字符"),
  ),
  recordId: v.nullish(positiveInt("recordId"), null),
  status: v.picklist([0, 1], "status 只能是 0 或 1"),
  sort: v.pipe(
    v.number("sort 应为整数"),
    v.integer("sort 应为整数"),
    v.minValue(-1, "sort 不能小于 -1"),
    v.maxValue(10_000, "sort 过大"),
  ),
});

/** The whole body; a caller never has more than a few hundred menus. */
export const HOT_MENU_SAVE_SCHEMA = v.pipe(
  v.array(HOT_MENU_SAVE_ITEM_SCHEMA, "请求体应为常用菜单数组"),
  v.maxLength(500, "常用菜单数组过长"),
);
