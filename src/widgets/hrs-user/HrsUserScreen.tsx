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
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { IfButton } from "../../ui/button-gate";
import { Input } from "../../ui/input";
import { LoadState } from "../../ui/load-state";
import type { Loadable } from "../../ui/loadable";
import { Pager } from "../../ui/pager";
import { Spinner } from "../../ui/spinner";
import { DataTable, type TableColumn } from "../../ui/table";
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

/** /hrs_user: the organisation's users with search and paging, and the dialogs that change them. */
export function HrsUserScreen(props: HrsUserScreenProps) {
  const t = useT(hrsUserMessages);
  const { dialog } = props;
  // Stable columns: a cell renderer that changes identity remounts its cell (flexRender makes
  // it a component), which would drop focus and close what the user opened in it.
  const live = React.useRef(props);
  live.current = props;
  const columns = React.useMemo<TableColumn<HrsUser>[]>(
    () => [
      {
        id: "name",
        header: t("colName"),
        cell: ({ row }) => (
          <span className="flex min-w-32 max-w-64 flex-col">
            <span className="break-words font-medium text-neutral-900">
              {row.original.cname}
              {row.original.userId === props.selfId ? t("you") : ""}
            </span>
            {row.original.ename ? (
              <span className="break-words text-xs text-neutral-600">{row.original.ename}</span>
            ) : null}
          </span>
        ),
      },
      {
        id: "login",
        header: t("colLogin"),
        cell: ({ row }) => (
          <span className="flex min-w-44 flex-col">
            <span className="break-all font-mono text-neutral-900">{loginOf(row.original)}</span>
            <span className="text-xs text-neutral-600">{t(row.original.loginRole)}</span>
          </span>
        ),
      },
      {
        id: "contact",
        header: t("colContact"),
        cell: ({ row }) => (
          <span className="flex min-w-44 flex-col text-neutral-700">
            <span className="whitespace-nowrap">
              {row.original.phone ? `${row.original.phoneArea} ${row.original.phone}` : "—"}
            </span>
            <span className="break-all">{row.original.email ?? "—"}</span>
          </span>
        ),
      },
      {
        id: "role",
        header: t("colRole"),
        cell: ({ row }) => (
          <span className="flex min-w-28 flex-col">
            {row.original.roleName ?? <span className="text-amber-800">{t("noRole")}</span>}
            {row.original.deptName ? (
              <span className="text-xs text-neutral-600">{row.original.deptName}</span>
            ) : null}
          </span>
        ),
      },
      {
        id: "owner",
        header: t("colOwner"),
        cell: ({ row }) =>
          row.original.owned ? (
            <Badge tone="brand">{t("ownOrg")}</Badge>
          ) : (
            <span className="flex min-w-28 max-w-48 break-words text-neutral-800">
              {row.original.ownerOrgName ?? "—"}
            </span>
          ),
      },
      {
        id: "state",
        header: t("colState"),
        cell: ({ row }) =>
          row.original.state === 1 ? (
            <Badge tone="success">{t("active")}</Badge>
          ) : (
            <Badge tone="neutral">{t("disabled")}</Badge>
          ),
      },
      {
        id: "actions",
        header: t("colActions"),
        cell: ({ row }) => {
          const user = row.original;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a toolbar-like group of one row's buttons
            <span
              role="group"
              aria-label={t("actionsFor", { name: user.cname })}
              className="flex flex-wrap gap-1"
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
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => live.current.onResetPassword(user)}
                >
                  {t("resetPassword")}
                </Button>
              ) : null}
            </span>
          );
        },
      },
    ],
    [t, props.selfId],
  );
  const keyword = props.keyword.trim();
  const editing = dialog?.kind === "edit" ? dialog.user : null;
  return (
    <div
      data-slot="hrs-user-screen"
      className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-5 sm:px-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-neutral-900">{t("title")}</h1>
          <p className="mt-1 text-sm text-neutral-700">{t("intro")}</p>
        </div>
        <IfButton id="hrs_user_add">
          <Button onClick={() => props.onDialog({ kind: "add" })}>{t("add")}</Button>
        </IfButton>
      </div>
      <search className="flex max-w-md flex-col gap-1.5">
        <span className="flex items-center justify-between gap-2">
          <label htmlFor="hrs-user-keyword" className="text-sm font-medium text-neutral-800">
            {t("keyword")}
          </label>
          <span role="status" className="flex h-5 items-center gap-1.5 text-xs text-neutral-700">
            {props.refreshing ? (
              <>
                <Spinner className="size-3.5 text-brand" />
                {t("updating")}
              </>
            ) : null}
          </span>
        </span>
        <Input
          id="hrs-user-keyword"
          type="search"
          autoComplete="off"
          spellCheck={false}
          value={props.keyword}
          placeholder={t("keywordPlaceholder")}
          onChange={(e) => props.onKeywordChange(e.target.value)}
        />
      </search>
      <LoadState
        value={props.users}
        loadingLabel={t("loading")}
        failedText={t("failed")}
        retryText={t("retry")}
        onRetry={props.onRetry}
      >
        {(data) => (
          <div className="flex flex-col gap-3" aria-busy={props.refreshing}>
            <DataTable
              columns={columns}
              data={data.records}
              caption={t("results")}
              empty={keyword ? t("noResult", { keyword }) : t("empty")}
              getRowId={(u) => String(u.userId)}
              density="compact"
            />
            <Pager page={data} onPage={props.onPage} />
          </div>
        )}
      </LoadState>
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
    </div>
  );
}
