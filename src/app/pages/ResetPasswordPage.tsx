import * as React from "react";
import { ChangePasswordScreen } from "../../widgets/account/ChangePasswordScreen";
import { useChangePassword } from "../account/queries";
import { errorText } from "../queries/shell";

export default function ResetPasswordPage() {
  const change = useChangePassword();
  // A changed password empties the form: the screen is drawn afresh under a new key.
  const [formKey, setFormKey] = React.useState(0);

  return (
    <ChangePasswordScreen
      key={formKey}
      onSubmit={(form) => change.mutate(form, { onSuccess: () => setFormKey((k) => k + 1) })}
      submitting={change.isPending}
      error={errorText(change.error)}
      done={change.isSuccess}
    />
  );
}
