import { ACCESS_PATHS, type TokenAnswer } from "../contract/access";
import { buildLoginName, type LoginForm } from "../domain/login";
import { api } from "./client";

/** `signal` lets the user cancel a sign-in the server does not answer. */
export function passwordLogin(form: LoginForm, signal?: AbortSignal): Promise<TokenAnswer> {
  return api.post<TokenAnswer>(ACCESS_PATHS.login, {
    form: {
      grant_type: "password",
      username: buildLoginName({ type: form.type, login: form.login, orgCode: form.orgCode }),
      password: form.password,
    },
    // The login screen shows the failure next to the form, not as a toast.
    silent: true,
    ...(signal ? { signal } : {}),
  });
}

export function logout(): Promise<boolean> {
  return api.delete<boolean>(ACCESS_PATHS.logout, { silent: true });
}
