import {
  type CcUser,
  type LabelledValue,
  PERSONAL_SETTINGS_PATHS as PATHS,
  type PersonalExtend,
  type PersonalUser,
  type SaveAnswer,
  type Warehouse,
} from "../contract/personal-settings";
import type { PersonalSettings } from "../domain/personal-settings";
import type { CheckEmailInput } from "../domain/personal-settings-check-email";
import { api } from "./client";

/** Calls are silent: the dialog shows their failures itself, next to the form. */
const quiet = { silent: true } as const;

export const fetchPersonalUser = (userId: number) =>
  api.get<PersonalUser>(PATHS.user(userId), quiet);
export const fetchPersonalExtend = () => api.get<PersonalExtend>(PATHS.extend, quiet);
export const fetchCountryCodes = () => api.get<LabelledValue[]>(PATHS.countryCodes, quiet);
export const fetchPageLanguages = () => api.get<LabelledValue[]>(PATHS.pageLanguages, quiet);
export const fetchBarcodeSizes = () =>
  api.get<LabelledValue[]>(PATHS.barcodeSizes, {
    ...quiet,
    query: { categoryType: 45 },
  });
export const fetchAeWarehouses = () => api.get<Warehouse[]>(PATHS.aeWarehouses, quiet);
/** Ordinary (1) and bonded (2) AI warehouses. */
export const fetchAiWarehouses = (types = "1,2") =>
  api.get<Warehouse[]>(PATHS.aiWarehouses(types), quiet);
export const fetchCcUsers = () => api.get<CcUser[]>(PATHS.ccUsers, quiet);
export const fetchHelpUrl = () =>
  api.get<{ permissionId: number; helpUrl: string }>(PATHS.helpUrl, quiet);

/** userEmail is left out once the account has one (spec §7). */
export const savePersonal = (body: Omit<PersonalSettings, "userEmail"> & { userEmail?: string }) =>
  api.put<SaveAnswer>(PATHS.save, { ...quiet, json: body });

/** Resolves on 验证成功; rejects with '验证失败：…' (ApiError) otherwise. */
export const checkEmail = (body: CheckEmailInput) =>
  api.post<boolean>(PATHS.checkEmail, { ...quiet, json: body, timeout: 30_000 });
