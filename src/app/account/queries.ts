import { useMutation } from "@tanstack/react-query";
import { resetPassword } from "../../api/access";
import type { ChangePasswordForm } from "../../domain/password";

/** /resetPassword: the signed-in user changes their own password; no cached data changes. */
export function useChangePassword() {
  return useMutation({ mutationFn: (form: ChangePasswordForm) => resetPassword(form) });
}
