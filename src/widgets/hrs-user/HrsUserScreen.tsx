import * as React from "react";
import type {
  HrsDept,
  HrsRole,
  HrsUser,
  Page,
  PendingInvitation,
  UserLink,
} from "../../contract/hrs-user";
import type { EditUser, NewUser } from "../../domain/hrs-user";
import { useT } from "../../i18n";
import { hrsUserMessages } from "../../i18n/messages/hrs-user";
import { listMessages } from "../../i18n/messages/list";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { IfButton } from "../../ui/button-gate";
import { type ListColumn, ListScreen } from "../../ui/list-screen";
import type { Loadable } from "../../ui/loadable";
import { PendingInvitations } from "./PendingInvitations";
import { DisableDialog, LinkDialog, RemoveDialog } from "./UserActionDialogs";
import { UserDialog } from "./UserDialog";

/** Which dialog of the screen is open. */
export type UserDialogState =
  | { kind: "add" }
  | { kind: "edit"; user: HrsUser }
  | { kind: "disable"; user: HrsUser }
  | { kind: "remove"; user: HrsUser }
  | { kind: "link"; link: UserLink; name: string };

export type HrsUserScreenProps = {
  /** The keyword applied (查询); the one being typed is the screen's own until then. */
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  /** The page last answered (kept while the next one is on its way). */
  users: Loadable<Page<HrsUser>>;
  refreshing: boolean;
  onPage: (current: number) => void;
  onRetry: () => void;
  /** The roles a user may be given. */
  roles: HrsRole[];
  /** The departments a user may be put in. */
  depts: HrsDept[];
  /** The signed-in administrator, who cannot disable themselves. */
  selfId: number;
  dialog: UserDialogState | null;
  onDialog: (dialog: UserDialogState | null) => void;
  onSave: (form: NewUser | EditUser) => void;
  onDisable: (user: HrsUser) => void;
  onEnable: (user: HrsUser) => void;
  onResetPassword: (user: HrsUser) => void;
  /** Ends the membership of a person another organisation owns (issue 33). */
  onRemove: (user: HrsUser) => void;
  /** The organisation's pending invitations (only what was typed). */
  invitations?: PendingInvitation[];
  onWithdraw: (invitation: PendingInvitation) => void;
  onCopy: (url: string) => Promise<boolean>;
  /** A save or a disable is on its way. */
  busy?: boolean;
  /** The server's refusal of the last save or disable (its Chinese text). */
  error?: string | null;
};

const loginOf = (u: HrsUser) => u.loginName ?? u.email ?? u.phone ?? "—";

/**
 * /hrs_user: the organisation's users on the list template (src/ui/list-screen): the keyword
 * applied with 查询, the pager, a card per user on a phone, and the dialogs that change them.
 */
export function HrsUserScreen(props: HrsUserScreenProps) {
  const t = useT(hrsUserMessages);
  const tl = useT(listMessages);
  const { dialog } = props;
  const [draft, setDraft] = React.useState(props.keyword);
  React.useEffect(() => setDraft(props.keyword), [props.keyword]);
  // Stable columns: the row's buttons call the newest handlers. The widths fit the seven columns
  // in a 1200 px window; longer text is cut off with its tooltip.
  const live = React.useRef(props);
  live.current = props;
  const columns = React.useMemo<ListColumn<HrsUser>[]>(
    () => [
      // The second part of a cell follows a space, so the cell reads (and is named) as two words.
      {
        id: "name",
        maxWidth: "max-w-40",
        header: t("colName"),
        text: (u) =>
          [`${u.cname}${u.userId === props.selfId ? t("you") : ""}`, u.ename ?? ""]
            .filter(Boolean)
            .join(" "),
        cell: (u) => (
          <>
            <span className="font-medium text-neutral-900">
              {u.cname}
              {u.userId === props.selfId ? t("you") : ""}
            </span>
            {u.ename ? <span className="ml-1 text-xs text-neutral-600"> {u.ename}</span> : null}
          </>
        ),
      },
      {
        id: "login",
        maxWidth: "max-w-40",
        header: t("colLogin"),
        text: (u) => `${loginOf(u)} ${t(u.loginRole)}`,
        cell: (u) => (
          <>
            <span className="font-mono text-neutral-900">{loginOf(u)}</span>
            <span className="ml-1 text-xs text-neutral-600"> {t(u.loginRole)}</span>
          </>
        ),
      },
      {
        id: "phone",
        maxWidth: "max-w-40",
        header: t("colContact"),
        text: (u) =>
          [u.phone ? `${u.phoneArea} ${u.phone}` : "", u.email ?? ""].filter(Boolean).join(" ") ||
          "—",
        cell: (u) => (
          <span className="text-neutral-700">
            {[u.phone ? `${u.phoneArea} ${u.phone}` : "", u.email ?? ""]
              .filter(Boolean)
              .join(" · ") || "—"}
          </span>
        ),
      },
      {
        id: "role",
        maxWidth: "max-w-36",
        header: t("colRole"),
        text: (u) => [u.roleName ?? t("noRole"), u.deptName ?? ""].filter(Boolean).join(" "),
        cell: (u) => (
          <>
            {u.roleName ?? <span className="text-amber-800">{t("noRole")}</span>}
            {u.deptName ? (
              <span className="ml-1 text-xs text-neutral-600"> {u.deptName}</span>
            ) : null}
          </>
        ),
      },
      {
        id: "owner",
        maxWidth: "max-w-36",
        header: t("colOwner"),
        text: (u) => (u.owned ? t("ownOrg") : (u.ownerOrgName ?? "—")),
        cell: (u) =>
          u.owned ? (
            <Badge tone="brand">{t("ownOrg")}</Badge>
          ) : (
            <span className="text-neutral-800">{u.ownerOrgName ?? "—"}</span>
          ),
      },
      {
        id: "state",
        header: t("colState"),
        text: (u) => (u.state === 1 ? t("active") : t("disabled")),
        cell: (u) =>
          u.state === 1 ? (
            <Badge tone="success">{t("active")}</Badge>
          ) : (
            <Badge tone="neutral">{t("disabled")}</Badge>
          ),
      },
      {
        id: "actions",
        header: t("colActions"),
        actions: true,
        cell: (user) => (
          // biome-ignore lint/a11y/useSemanticElements: a toolbar-like group of one row's buttons
          <span
            role="group"
            aria-label={t("actionsFor", { name: user.cname })}
            className="flex gap-1 whitespace-nowrap"
          >
            <Button
              variant="ghost"
              size="sm"
              onClick={() => live.current.onDialog({ kind: "edit", user })}
            >
              {t("edit")}
            </Button>
            {!user.owned ? (
              // Another organisation's account: only this membership is ours to end.
              user.userId === props.selfId ? null : (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => live.current.onDialog({ kind: "remove", user })}
                >
                  {t("remove")}
                </Button>
              )
            ) : user.state === 1 ? (
              user.userId === props.selfId ? null : (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => live.current.onDialog({ kind: "disable", user })}
                >
                  {t("disable")}
                </Button>
              )
            ) : (
              <Button variant="ghost" size="sm" onClick={() => live.current.onEnable(user)}>
                {t("enable")}
              </Button>
            )}
            {user.owned ? (
              <Button variant="ghost" size="sm" onClick={() => live.current.onResetPassword(user)}>
                {t("resetPassword")}
              </Button>
            ) : null}
          </span>
        ),
      },
    ],
    [t, props.selfId],
  );
  const keyword = props.keyword.trim();
  const editing = dialog?.kind === "edit" ? dialog.user : null;
  const reset = () => {
    setDraft("");
    props.onKeywordChange("");
  };
  const addButton = (
    <IfButton id="hrs_user_add">
      <Button onClick={() => props.onDialog({ kind: "add" })}>{t("add")}</Button>
    </IfButton>
  );
  return (
    <ListScreen<HrsUser>
      name="hrs-user-screen"
      title={t("title")}
      intro={t("intro")}
      actions={addButton}
      filter={{
        keyword: draft,
        onKeywordChange: setDraft,
        keywordPlaceholder: t("keywordPlaceholder"),
        onSearch: () => props.onKeywordChange(draft.trim()),
        onReset: reset,
      }}
      result={props.users}
      refreshing={props.refreshing}
      onRetry={props.onRetry}
      onPage={props.onPage}
      columns={columns}
      getRowId={(u) => String(u.userId)}
      card={{ title: "name", fields: ["login", "phone", "role", "state"] }}
      empty={
        keyword
          ? {
              text: t("noResult", { keyword }),
              action: (
                <Button variant="outline" onClick={reset}>
                  {tl("reset")}
                </Button>
              ),
            }
          : { text: t("empty"), action: addButton }
      }
      dialogs={
        <>
          <PendingInvitations
            invitations={props.invitations ?? []}
            onWithdraw={props.onWithdraw}
            busy={props.busy ?? false}
          />
          <UserDialog
            open={dialog?.kind === "add" || dialog?.kind === "edit"}
            user={editing}
            roles={props.roles}
            depts={props.depts}
            onSubmit={props.onSave}
            onClose={() => props.onDialog(null)}
            saving={props.busy ?? false}
            error={props.error ?? null}
          />
          <DisableDialog
            user={dialog?.kind === "disable" ? dialog.user : null}
            onConfirm={props.onDisable}
            onClose={() => props.onDialog(null)}
            busy={props.busy ?? false}
            error={props.error ?? null}
          />
          <RemoveDialog
            user={dialog?.kind === "remove" ? dialog.user : null}
            onConfirm={props.onRemove}
            onClose={() => props.onDialog(null)}
            busy={props.busy ?? false}
            error={props.error ?? null}
          />
          <LinkDialog
            link={dialog?.kind === "link" ? dialog.link : null}
            name={dialog?.kind === "link" ? dialog.name : ""}
            onClose={() => props.onDialog(null)}
            onCopy={props.onCopy}
          />
        </>
      }
    />
  );
}
