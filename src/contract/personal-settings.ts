import type { PersonalSettingsView } from "../domain/personal-settings";

/** GET /hrs/user/{userId}: the person's own fields. */
export type PersonalUser = Pick<
  PersonalSettingsView,
  | "userId"
  | "orgName"
  | "userName"
  | "userEname"
  | "userEmail"
  | "phoneNumber"
  | "internationalCountryCode"
  | "loginRole"
  | "paramText"
>;

/** GET /hrs/user/getHrsUserExtend: everything else, per organisation. */
export type PersonalExtend = Omit<PersonalSettingsView, keyof PersonalUser>;

export type LabelledValue = { value: string; label: string; labelEn?: string };
export type Warehouse = {
  warehouseId: number;
  warehouseCode: string;
  warehouseName: string;
  warehouseType: number;
};
export type CcUser = {
  userId: number;
  label: string;
  email: string;
  /** The member's department (GET /hrs/dept/selectUser lists them by department). */
  deptName?: string | null;
};

/** PUT /hrs/user/editPersonal. */
export type SaveAnswer = { version: number; reloginRequired: boolean };

export const PERSONAL_SETTINGS_PATHS = {
  user: (userId: number) => `/hrs/user/${userId}`,
  extend: "/hrs/user/getHrsUserExtend",
  countryCodes: "/hrs/org/listCategory/internationalCountryCode",
  pageLanguages: "/hrs/user/selectParamTexts",
  barcodeSizes: "/afbase/category/modelCategory",
  aeWarehouses: "/afbase/aeArrival/getWarehouseIds",
  aiWarehouses: (types: string) => `/afbase/warehouse/getWarehouse/${types}/AI`,
  ccUsers: "/hrs/dept/selectUser",
  helpUrl: "/hrs/permission/374",
  save: "/hrs/user/editPersonal",
  checkEmail: "/hrs/user/checkEmail",
} as const;
