import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
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
import type { PersonalSettingsView } from "../../domain/personal-settings";
import type { CheckEmailInput } from "../../domain/personal-settings-check-email";
import {
  DEFAULT_PREFERENCES,
  preferencesFrom,
  type ScopePreferences,
} from "../../domain/scope-preferences";
import {
  type EditPersonalBody,
  EMPTY_OPTIONS,
  type SettingsOptions,
} from "../../widgets/personal-settings/types";
import { keys } from "../queries/keys";
import { useSessionUser } from "../queries/shell";
import type { Session } from "../state/session";

type Who = Session["user"];
export type LoadedSettings = {
  data: PersonalSettingsView;
  options: SettingsOptions;
  helpUrl: string | null;
};

export const personalSettingsQueries = {
  /**
   * The signed-in user's per-scope digits and defaults, for every page that shows or enters
   * order weights, volumes and charge weights (`formatByScope(value, scope, kind, prefs)`).
   * Loaded once per session and organisation; a save puts the saved values straight in, so pages
   * change without a reload. A failed load falls back to the spec's defaults rather than
   * breaking the page.
   */
  preferences: (who: Who) =>
    queryOptions({
      queryKey: keys.preferences(who),
      queryFn: async (): Promise<ScopePreferences> => {
        try {
          return preferencesFrom(await fetchPersonalExtend());
        } catch {
          return DEFAULT_PREFERENCES;
        }
      },
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /**
   * The dialog's two settings calls and the lists it offers. Asked for afresh at each opening
   * (another device may have saved since) and after a conflict: no cache between openings.
   */
  dialog: (who: Who, mayListStaff: boolean) =>
    queryOptions({
      queryKey: keys.personalSettings(who),
      staleTime: 0,
      gcTime: 0,
      queryFn: async (): Promise<LoadedSettings> => {
        const [user, extend, countryCodes, languages, barcodeSizes, ae, ai, ccUsers, help] =
          await Promise.all([
            fetchPersonalUser(who.userId),
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
    }),
};

/** The user's preferences; suspends until the first load (pages render under Suspense). */
export function usePreferences(): ScopePreferences {
  return useSuspenseQuery(personalSettingsQueries.preferences(useSessionUser())).data;
}

/** Saves the settings; the saved digits and defaults reach every page at once. */
export function useSavePersonal() {
  const who = useSessionUser();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EditPersonalBody) => savePersonal(body),
    onSuccess: (_answer, body) => {
      client.setQueryData(keys.preferences(who), preferencesFrom(body));
    },
  });
}

/** The mail server check: changes nothing, answers whether the server took the login. */
export function useCheckEmail() {
  return useMutation({ mutationFn: (body: CheckEmailInput) => checkEmail(body) });
}
