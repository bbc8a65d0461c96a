import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import type { EditUser, NewUser } from "../../domain/hrs-user";
import { useT } from "../../i18n";
import { hrsUserMessages } from "../../i18n/messages/hrs-user";
import { notify } from "../../ui/toast";
import { HrsUserScreen, type UserDialogState } from "../../widgets/hrs-user/HrsUserScreen";
import { hrsText } from "../../widgets/hrs-user/text";
import {
  hrsUserQueries,
  useDisableUser,
  useEnableUser,
  useRemoveUser,
  useResetPasswordLink,
  useSaveUser,
  useWithdrawInvitation,
} from "../hrs-user/queries";
import { anyPending, errorText, latestError, loadableOf, useSessionUser } from "../queries/shell";

const NO_ROLES: never[] = [];
const NO_INVITATIONS: never[] = [];

/** /hrs_user: the organisation's users (issue 20). */
export default function HrsUserPage() {
  const who = useSessionUser();
  const t = useT(hrsUserMessages);
  const [keyword, setKeyword] = React.useState("");
  const [page, setPage] = React.useState(1);
  const [dialog, setDialog] = React.useState<UserDialogState | null>(null);
  const users = useQuery(hrsUserQueries.users(who, keyword, page));
  const roles = useQuery(hrsUserQueries.roles(who, true));
  const depts = useQuery(hrsUserQueries.depts(who, true));
  const invitations = useQuery(hrsUserQueries.invitations(who));
  // Changes made in a dialog show their refusal there; the others' refusals are a toast.
  const save = useSaveUser();
  const disable = useDisableUser();
  const remove = useRemoveUser();
  const enable = useEnableUser();
  const resetLink = useResetPasswordLink();
  const withdraw = useWithdrawInvitation();
  const inDialog = [save, disable, remove] as const;

  const done = (next: UserDialogState | null = null) => ({
    onSuccess: () => {
      setDialog(next);
      notify("success", t("done"));
    },
  });
  const toastOnError = {
    onError: (e: unknown) => {
      const reason = errorText(e) ?? "";
      notify("error", hrsText(t, reason) ?? reason);
    },
  };

  const onSave = (form: NewUser | EditUser) => {
    if (dialog?.kind === "edit") {
      save.mutate({ userId: dialog.user.userId, form: form as EditUser }, done());
      return;
    }
    save.mutate(
      { userId: null, form: form as NewUser },
      {
        onSuccess: (added) => {
          if (!added) return;
          if (added.invited) {
            setDialog(null);
            notify("success", t("invited", { login: added.login }));
          } else {
            setDialog({ kind: "link", link: added, name: form.cname });
          }
        },
      },
    );
  };

  return (
    <HrsUserScreen
      keyword={keyword}
      onKeywordChange={(next) => {
        setKeyword(next);
        setPage(1);
      }}
      users={loadableOf(users)}
      refreshing={users.isPlaceholderData}
      onPage={setPage}
      onRetry={() => void users.refetch()}
      roles={roles.data ?? NO_ROLES}
      depts={depts.data ?? NO_ROLES}
      selfId={who.userId}
      dialog={dialog}
      onDialog={(next) => {
        for (const m of inDialog) m.reset();
        setDialog(next);
      }}
      onSave={onSave}
      onDisable={(user) => disable.mutate(user.userId, done())}
      onEnable={(user) =>
        enable.mutate(user.userId, {
          ...toastOnError,
          onSuccess: () => notify("success", t("done")),
        })
      }
      onResetPassword={(user) =>
        resetLink.mutate(user.userId, {
          ...toastOnError,
          onSuccess: (link) => setDialog({ kind: "link", link, name: user.cname }),
        })
      }
      onRemove={(user) => remove.mutate(user.userId, done())}
      invitations={invitations.data ?? NO_INVITATIONS}
      onWithdraw={(invitation) =>
        withdraw.mutate(invitation.invitationId, {
          ...toastOnError,
          onSuccess: () => notify("success", t("done")),
        })
      }
      onCopy={(url) =>
        navigator.clipboard?.writeText(url).then(
          () => true,
          () => false,
        ) ?? Promise.resolve(false)
      }
      busy={anyPending(...inDialog, enable, resetLink, withdraw)}
      error={latestError(...inDialog)}
    />
  );
}
