import * as React from "react";
import type { HrsUser, UserLink } from "../../contract/hrs-user";
import { formatDateTime } from "../../domain/format";
import { useLang, useT } from "../../i18n";
import { hrsUserMessages } from "../../i18n/messages/hrs-user";
import { Button } from "../../ui/button";
import { Dialog, DialogContent } from "../../ui/dialog";
import { Input } from "../../ui/input";
import { hrsText } from "./text";

type UserConfirmProps = {
  user: HrsUser | null;
  onConfirm: (user: HrsUser) => void;
  onClose: () => void;
  busy?: boolean;
  error?: string | null;
};

/** An "are you sure" about one person: its title, text and danger button, and the refusal. */
function UserConfirmDialog({
  user,
  onConfirm,
  onClose,
  busy = false,
  error,
  title,
  confirm,
  text,
}: UserConfirmProps & { title: string; confirm: string; text: string }) {
  const t = useT(hrsUserMessages);
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        width="sm"
        title={title}
        closeLabel={t("close")}
        footer={
          <>
            <Button variant="outline" onClick={onClose}>
              {t("cancel")}
            </Button>
            <Button variant="danger" disabled={busy} onClick={() => user && onConfirm(user)}>
              {confirm}
            </Button>
          </>
        }
      >
        <p className="text-sm text-neutral-800">{text}</p>
        {error ? (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {hrsText(t, error)}
          </p>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** Are you sure: disabling ends the person's sessions in every organisation at once. */
export function DisableDialog(props: UserConfirmProps) {
  const t = useT(hrsUserMessages);
  return (
    <UserConfirmDialog
      {...props}
      title={t("disableTitle")}
      confirm={t("disableConfirm")}
      text={t("disableText", { name: props.user?.cname ?? "" })}
    />
  );
}

/**
 * Are you sure: removing ends this organisation's membership of a person another organisation
 * owns; their account and other organisations stay as they are (issue 33).
 */
export function RemoveDialog(props: UserConfirmProps) {
  const t = useT(hrsUserMessages);
  return (
    <UserConfirmDialog
      {...props}
      title={t("removeTitle")}
      confirm={t("removeConfirm")}
      text={t("removeText", {
        name: props.user?.cname ?? "",
        owner: props.user?.ownerOrgName ?? "—",
      })}
    />
  );
}

/** The one-time set-password link of a new user or a reset, to copy and send. */
export function LinkDialog({
  link,
  name,
  onClose,
  onCopy,
}: {
  link: UserLink | null;
  name: string;
  onClose: () => void;
  onCopy: (url: string) => Promise<boolean>;
}) {
  const t = useT(hrsUserMessages);
  const lang = useLang();
  const [copied, setCopied] = React.useState(false);
  const id = React.useId();
  return (
    <Dialog
      open={link !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(false);
          onClose();
        }
      }}
    >
      <DialogContent
        width="md"
        title={t("linkTitle")}
        closeLabel={t("close")}
        footer={
          <Button variant="outline" onClick={onClose}>
            {t("close")}
          </Button>
        }
      >
        <p className="text-sm text-neutral-800">
          {t("linkText", { name, until: formatDateTime(link?.expiresAt, lang) })}
        </p>
        <div className="mt-3 flex flex-col gap-1.5">
          <label htmlFor={id} className="text-sm font-medium text-neutral-700">
            {t("linkLabel")}
          </label>
          <div className="flex gap-2">
            <Input
              id={id}
              readOnly
              value={link?.link ?? ""}
              className="font-mono text-xs"
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button
              variant="secondary"
              onClick={() => void onCopy(link?.link ?? "").then(setCopied)}
            >
              {copied ? t("copied") : t("copy")}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
