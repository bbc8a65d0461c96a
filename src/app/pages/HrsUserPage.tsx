import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import * as React from "react";
import { ApiError } from "../../api/client";
import { hrsUserApi } from "../../api/hrs-user";
import type { HrsUser } from "../../contract/hrs-user";
import type { EditUser, NewUser } from "../../domain/hrs-user";
import { useT } from "../../i18n";
import { hrsUserMessages } from "../../i18n/messages/hrs-user";
import { notify } from "../../ui/toast";
import { useDebounced } from "../../ui/use-debounced";
import { HrsUserScreen, type UserDialogState } from "../../widgets/hrs-user/HrsUserScreen";
import { hrsText } from "../../widgets/hrs-user/text";
import { keys } from "../queries/keys";
import { loadableOf, useSessionUser } from "../queries/shell";

const TYPING_SETTLE_MS = 200;
const PAGE_SIZE = 20;
const NO_ROLES: never[] = [];
const NO_INVITATIONS: never[] = [];

const reasonOf = (e: unknown) => (e instanceof ApiError ? e.message : String(e));

/** /hrs_user: the organisation's users (issue 20). */
export default function HrsUserPage() {
  const who = useSessionUser();
  const t = useT(hrsUserMessages);
  const client = useQueryClient();
  const [keyword, setKeyword] = React.useState("");
  const [page, setPage] = React.useState(1);
  const [dialog, setDialog] = React.useState<UserDialogState | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const typed = useDebounced(keyword.trim(), TYPING_SETTLE_MS);
  const users = useQuery({
    queryKey: keys.hrsUsers(who, typed, page),
    queryFn: ({ signal }) =>
      hrsUserApi.users({ keyword: typed, current: page, size: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
  const roles = useQuery({ queryKey: keys.hrsRoles(who), queryFn: hrsUserApi.roleOptions });
  const depts = useQuery({ queryKey: keys.hrsDepts(who), queryFn: hrsUserApi.deptOptions });
  const invitations = useQuery({
    queryKey: keys.hrsInvitations(who),
    queryFn: hrsUserApi.invitations,
  });
  const reload = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: keys.hrsUsersOf(who) }),
      client.invalidateQueries({ queryKey: keys.hrsInvitations(who) }),
    ]);

  const open = (next: UserDialogState | null) => {
    setError(null);
    setDialog(next);
  };

  /** Runs a change; a refusal stays in the open dialog, or becomes a toast when none is open. */
  const run = async (change: () => Promise<void>, inDialog: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await change();
      await reload();
    } catch (e) {
      if (inDialog) setError(reasonOf(e));
      else notify("error", hrsText(t, reasonOf(e)) ?? reasonOf(e));
    } finally {
      setBusy(false);
    }
  };

  const save = (form: NewUser | EditUser) =>
    run(async () => {
      if (dialog?.kind === "edit") {
        await hrsUserApi.edit(dialog.user.userId, form as EditUser);
        setDialog(null);
        notify("success", t("done"));
      } else {
        const added = await hrsUserApi.add(form as NewUser);
        if (added.invited) {
          setDialog(null);
          notify("success", t("invited", { login: added.login }));
        } else {
          setDialog({ kind: "link", link: added, name: form.cname });
        }
      }
      // A new member counts for the roles' and departments' user numbers.
      void client.invalidateQueries({ queryKey: keys.hrsRoles(who) });
      void client.invalidateQueries({ queryKey: keys.hrsDepts(who) });
    }, true);

  const resetPassword = (user: HrsUser) =>
    run(async () => {
      const link = await hrsUserApi.resetLink(user.userId);
      setDialog({ kind: "link", link, name: user.cname });
    }, false);

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
      onDialog={open}
      onSave={(form) => void save(form)}
      onDisable={(user) =>
        void run(async () => {
          await hrsUserApi.disable(user.userId);
          setDialog(null);
          notify("success", t("done"));
        }, true)
      }
      onEnable={(user) =>
        void run(async () => {
          await hrsUserApi.enable(user.userId);
          notify("success", t("done"));
        }, false)
      }
      onResetPassword={(user) => void resetPassword(user)}
      onRemove={(user) =>
        void run(async () => {
          await hrsUserApi.remove(user.userId);
          setDialog(null);
          notify("success", t("done"));
        }, true)
      }
      invitations={invitations.data ?? NO_INVITATIONS}
      onWithdraw={(invitation) =>
        void run(async () => {
          await hrsUserApi.withdraw(invitation.invitationId);
          notify("success", t("done"));
        }, false)
      }
      onCopy={(url) =>
        navigator.clipboard?.writeText(url).then(
          () => true,
          () => false,
        ) ?? Promise.resolve(false)
      }
      busy={busy}
      error={error}
    />
  );
}
