import type {
  CheckEmailInput,
  PersonalSettings,
  PersonalSettingsView,
} from "../domain/personal-settings";
import { api } from "./client";

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
export type CcUser = { userId: number; label: string; email: string };

export type SaveAnswer = { version: number; reloginRequired: boolean };

/** Calls are silent: the dialog shows their failures itself, next to the form. */
const quiet = { silent: true } as const;

export const fetchPersonalUser = (userId: number) =>
  api.get<PersonalUser>(`/hrs/user/${userId}`, quiet);
export const fetchPersonalExtend = () =>
  api.get<PersonalExtend>("/hrs/user/getHrsUserExtend", quiet);
export const fetchCountryCodes = () =>
  api.get<LabelledValue[]>("/hrs/org/listCategory/internationalCountryCode", quiet);
export const fetchPageLanguages = () =>
  api.get<LabelledValue[]>("/hrs/user/selectParamTexts", quiet);
export const fetchBarcodeSizes = () =>
  api.get<LabelledValue[]>("/afbase/category/modelCategory", {
    ...quiet,
    query: { categoryType: 45 },
  });
export const fetchAeWarehouses = () =>
  api.get<Warehouse[]>("/afbase/aeArrival/getWarehouseIds", quiet);
/** Ordinary (1) and bonded (2) AI warehouses. */
export const fetchAiWarehouses = (types = "1,2") =>
  api.get<Warehouse[]>(`/afbase/warehouse/getWarehouse/${types}/AI`, quiet);
export const fetchCcUsers = () => api.get<CcUser[]>("/hrs/dept/selectUser", quiet);
export const fetchHelpUrl = () =>
  api.get<{ permissionId: number; helpUrl: string }>("/hrs/permission/374", quiet);

/** userEmail is left out once the account has one (spec §7). */
export const savePersonal = (body: Omit<PersonalSettings, "userEmail"> & { userEmail?: string }) =>
  api.put<SaveAnswer>("/hrs/user/editPersonal", { ...quiet, json: body });

/** Resolves on 验证成功; rejects with '验证失败：…' (ApiError) otherwise. */
export const checkEmail = (body: CheckEmailInput) =>
  api.post<boolean>("/hrs/user/checkEmail", { ...quiet, json: body, timeout: 30_000 });
