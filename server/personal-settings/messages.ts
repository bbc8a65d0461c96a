/** Messages of this area that the spec leaves open. */
export const PERSONAL_MESSAGES = {
  notSelf: "只能查看或修改本人的个人信息",
  emailLocked: "邮箱已设置，不能修改",
  emailTaken: "该邮箱已被其他用户使用",
  phoneTaken: "该手机号已被其他用户使用",
  countryCode: "区号不在可选列表中",
  barcodeSize: "条码尺寸不在可选列表中",
  warehouse: "仓库不存在或不属于本公司",
  ccUser: "抄送人不存在或不属于本公司",
  passwordUnreadable: "已保存的邮箱密码无法解密，请重新输入密码",
  tooManyChecks: "验证过于频繁，请稍后再试",
  warehouseTypes: "仓库类型应为逗号分隔的数字，如 1,2",
} as const;

/** Business code of a save refused because another tab saved first. */
export const CONFLICT_CODE = 409;

/** SMTP checks a user may start in CHECK_WINDOW_MINUTES. */
export const CHECK_LIMIT = 10;
export const CHECK_WINDOW_MINUTES = 10;
