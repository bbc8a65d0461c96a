import { buildLoginName, type LoginForm } from "../domain/login";
import { api } from "./client";

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
};

export type TokenAnswer = UserInfo & {
  access_token: string;
  token_type: string;
  expires_in: number;
};

export function passwordLogin(form: LoginForm): Promise<TokenAnswer> {
  return api.post<TokenAnswer>("/auth/oauth/token", {
    form: {
      grant_type: "password",
      username: buildLoginName({ type: form.type, login: form.login, orgCode: form.orgCode }),
      password: form.password,
    },
    // The login screen shows the failure next to the form, not as a toast.
    silent: true,
  });
}

export function logout(): Promise<boolean> {
  return api.delete<boolean>("/auth/token/logout", { silent: true });
}
