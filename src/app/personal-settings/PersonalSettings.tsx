import { useQuery } from "@tanstack/react-query";
import { useAtomValue, useSetAtom } from "jotai";
import * as React from "react";
import { ApiError } from "../../api/client";
import {
  checkEmail,
  fetchAeWarehouses,
  fetchAiWarehouses,
  fetchBarcodeSizes,
  fetchCcUsers,
  fetchCountryCodes,
  fetchHelpUrl,
  fetchPageLanguages,
  fetchPersonalExtend,
  fetchPersonalUser,
  savePersonal,
} from "../../api/personal-settings";
import { type PersonalSettingsView, VERIFY_MESSAGES } from "../../domain/personal-settings";
import type { CheckEmailInput } from "../../domain/personal-settings-check-email";
import { preferencesFrom } from "../../domain/scope-preferences";
import { isLang, useLang } from "../../i18n";
import { notify } from "../../ui/toast";
import { saveNotice } from "../../widgets/personal-settings/error-text";
import { PersonalSettingsDialog } from "../../widgets/personal-settings/PersonalSettingsDialog";
import {
  type EditPersonalBody,
  EMPTY_OPTIONS,
  type SaveError,
  type SettingsOptions,
  type VerifyResult,
} from "../../widgets/personal-settings/types";
import { keys } from "../queries/keys";
import { usePermittedPaths } from "../queries/shell";
import { languageAtom } from "../state/language";
import { preferencesAtom } from "../state/preferences";
import { sessionAtom } from "../state/session";

/** Business code of a save refused because another window saved first (server CONFLICT_CODE). */
const CONFLICT_CODE = 409;

const reasonOf = (error: unknown) =>
  error instanceof ApiError
    ? error.message
    : error instanceof Error
      ? error.message
      : String(error);

type Loaded = { data: PersonalSettingsView; options: SettingsOptions; helpUrl: string | null };

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
  const session = useAtomValue(sessionAtom);
  const lang = useLang();
  const setLang = useSetAtom(languageAtom);
  const setPreferences = useSetAtom(preferencesAtom);
  // The cc lists offer the organisation's staff, which the server shows only to roles with the
  // air-export order menu (docs/permissions.md); others get empty lists.
  const permitted = usePermittedPaths();
  const mayListStaff = permitted === undefined ? undefined : permitted.has(CC_MENU);
  const userId = session?.user.userId;

  const [saving, setSaving] = React.useState(false);
  const [saveError, setSaveError] = React.useState<SaveError | null>(null);
  const [verifying, setVerifying] = React.useState(false);
  const [verifyResult, setVerifyResult] = React.useState<VerifyResult | null>(null);

  // Asked for afresh at each opening (another device may have saved since) and after a
  // conflict; the dialog shows its loading state meanwhile, never the last opening's copy.
  const query = useQuery({
    queryKey: keys.personalSettings({ userId: userId ?? 0, orgId: session?.user.orgId ?? 0 }),
    enabled: open && userId !== undefined && mayListStaff !== undefined,
    staleTime: 0,
    gcTime: 0,
    queryFn: async (): Promise<Loaded> => {
      const [user, extend, countryCodes, languages, barcodeSizes, ae, ai, ccUsers, help] =
        await Promise.all([
          fetchPersonalUser(userId ?? 0),
          fetchPersonalExtend(),
          fetchCountryCodes(),
          fetchPageLanguages(),
          fetchBarcodeSizes(),
          fetchAeWarehouses(),
          fetchAiWarehouses(),
          mayListStaff ? fetchCcUsers() : Promise.resolve([]),
          // The help link is a nicety; the dialog works without it.
          fetchHelpUrl().catch(() => null),
        ]);
      const warehouse = (w: { warehouseId: number; warehouseName: string }) => ({
        value: String(w.warehouseId),
        label: w.warehouseName,
      });
      return {
        data: { ...user, ...extend } as PersonalSettingsView,
        options: {
          ...EMPTY_OPTIONS,
          countryCodes,
          languages,
          barcodeSizes,
          aeWarehouses: ae.map(warehouse),
          aiWarehouses: ai.map(warehouse),
          ccUsers,
        },
        helpUrl: help?.helpUrl ?? null,
      };
    },
  });
  const fresh = !query.isFetching;
  const loaded = fresh ? (query.data ?? null) : null;
  const loadError = fresh && query.error ? reasonOf(query.error) : null;

  const onSave = async (body: EditPersonalBody) => {
    setSaving(true);
    setSaveError(null);
    try {
      const answer = await savePersonal(body);
      // Saved preferences take effect at once: the language switches the UI, the digits reach
      // every page that formats order numbers.
      setPreferences(preferencesFrom(body));
      const nextLang = isLang(body.paramText) ? body.paramText : lang;
      if (nextLang !== lang) setLang(nextLang);
      const notice = saveNotice(answer.reloginRequired, nextLang);
      notify(notice.kind, notice.text, { duration: notice.duration });
      setVerifyResult(null);
      onOpenChange(false);
    } catch (error) {
      const conflict =
        error instanceof ApiError &&
        error.failure.kind === "business" &&
        error.failure.code === CONFLICT_CODE;
      setSaveError({ message: reasonOf(error), conflict });
    } finally {
      setSaving(false);
    }
  };

  const onVerify = async (body: CheckEmailInput) => {
    setVerifying(true);
    try {
      await checkEmail(body);
      setVerifyResult({ ok: true, message: VERIFY_MESSAGES.success });
    } catch (error) {
      const reason = reasonOf(error);
      setVerifyResult({
        ok: false,
        message: reason.startsWith(VERIFY_MESSAGES.failure)
          ? reason
          : `${VERIFY_MESSAGES.failure}：${reason}`,
      });
    } finally {
      setVerifying(false);
    }
  };

  return (
    <PersonalSettingsDialog
      open={open}
      onOpenChange={onOpenChange}
      data={loaded?.data ?? null}
      options={loaded?.options ?? EMPTY_OPTIONS}
      helpUrl={loaded?.helpUrl ?? null}
      loadError={loadError}
      saving={saving}
      saveError={saveError}
      verifying={verifying}
      verifyResult={verifyResult}
      onSave={(body) => void onSave(body)}
      onVerify={(body) => void onVerify(body)}
      onReload={() => {
        setSaveError(null);
        setVerifyResult(null);
        void query.refetch();
      }}
    />
  );
}
