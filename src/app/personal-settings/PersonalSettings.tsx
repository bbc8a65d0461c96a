import { useQuery } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { ApiError } from "../../api/client";
import { VERIFY_MESSAGES } from "../../domain/personal-settings";
import { isLang, useLang } from "../../i18n";
import { notify } from "../../ui/toast";
import { saveNotice } from "../../widgets/personal-settings/error-text";
import { PersonalSettingsDialog } from "../../widgets/personal-settings/PersonalSettingsDialog";
import {
  type EditPersonalBody,
  EMPTY_OPTIONS,
  type SaveError,
  type VerifyResult,
} from "../../widgets/personal-settings/types";
import { usePermittedPaths, useSessionUser } from "../queries/shell";
import { languageAtom } from "../state/language";
import { personalSettingsQueries, useCheckEmail, useSavePersonal } from "./queries";

/** Business code of a save refused because another window saved first (server CONFLICT_CODE). */
const CONFLICT_CODE = 409;

const reasonOf = (error: unknown) =>
  error instanceof ApiError
    ? error.message
    : error instanceof Error
      ? error.message
      : String(error);

/** The check's refusal, led by the catalogue's failure text once. */
const verifyFailure = (reason: string) =>
  reason.startsWith(VERIFY_MESSAGES.failure) ? reason : `${VERIFY_MESSAGES.failure}：${reason}`;

/** The menu whose holders may list the organisation's staff (GET /hrs/dept/selectUser). */
const CC_MENU = "/af_order";

/**
 * The personal settings dialog of the user menu (spec 001 §2.4): loads the two settings calls
 * and the lists it offers, saves, verifies the mail server, and makes saved preferences take
 * effect (page language, per-scope digits). Loaded lazily by the shell, so react-hook-form and
 * the schema stay out of the shell's first load.
 */
export default function PersonalSettings({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const who = useSessionUser();
  const lang = useLang();
  const setLang = useSetAtom(languageAtom);
  // The cc lists offer the organisation's staff, which the server shows only to roles with the
  // air-export order menu (docs/permissions.md); others get empty lists.
  const permitted = usePermittedPaths();
  const mayListStaff = permitted === undefined ? undefined : permitted.has(CC_MENU);

  // Asked for afresh at each opening (another device may have saved since) and after a
  // conflict; the dialog shows its loading state meanwhile, never the last opening's copy.
  const query = useQuery({
    ...personalSettingsQueries.dialog(who, mayListStaff ?? false),
    enabled: open && mayListStaff !== undefined,
  });
  const fresh = !query.isFetching;
  const loaded = fresh ? (query.data ?? null) : null;
  const loadError = fresh && query.error ? reasonOf(query.error) : null;

  const save = useSavePersonal();
  const check = useCheckEmail();
  const saveError: SaveError | null = save.error
    ? {
        message: reasonOf(save.error),
        conflict:
          save.error instanceof ApiError &&
          save.error.failure.kind === "business" &&
          save.error.failure.code === CONFLICT_CODE,
      }
    : null;
  const verifyResult: VerifyResult | null = check.isSuccess
    ? { ok: true, message: VERIFY_MESSAGES.success }
    : check.isError
      ? { ok: false, message: verifyFailure(reasonOf(check.error)) }
      : null;

  const onSave = (body: EditPersonalBody) =>
    save.mutate(body, {
      onSuccess: (answer) => {
        // Saved preferences take effect at once: the language switches the UI, the digits
        // reach every page that formats order numbers (the mutation put them in the cache).
        const nextLang = isLang(body.paramText) ? body.paramText : lang;
        if (nextLang !== lang) setLang(nextLang);
        const notice = saveNotice(answer.reloginRequired, nextLang);
        notify(notice.kind, notice.text, { duration: notice.duration });
        check.reset();
        onOpenChange(false);
      },
    });

  return (
    <PersonalSettingsDialog
      open={open}
      onOpenChange={onOpenChange}
      data={loaded?.data ?? null}
      options={loaded?.options ?? EMPTY_OPTIONS}
      helpUrl={loaded?.helpUrl ?? null}
      loadError={loadError}
      saving={save.isPending}
      saveError={saveError}
      verifying={check.isPending}
      verifyResult={verifyResult}
      onSave={onSave}
      onVerify={(body) => check.mutate(body)}
      onReload={() => {
        save.reset();
        check.reset();
        void query.refetch();
      }}
    />
  );
}
