import { useSetAtom } from "jotai";
import * as React from "react";
import { isLang, type Lang } from "../../i18n";
import { useLanguagePage, useServerLanguage } from "../queries/shell";
import { cacheOverrides, languageOverridesAtom, readCachedOverrides } from "../state/language";

/**
 * The page language follows the server's (another device may have changed it), and the server's
 * wording overrides for it apply, cached locally so the next load starts with them.
 */
export function useLanguageSync(lang: Lang, setLang: (lang: Lang) => void): void {
  const serverLang = useServerLanguage();
  const overrides = useLanguagePage(lang);
  const setOverrides = useSetAtom(languageOverridesAtom);
  React.useEffect(() => {
    if (isLang(serverLang.data)) setLang(serverLang.data);
  }, [serverLang.data, setLang]);
  React.useEffect(() => {
    setOverrides(overrides.data ?? readCachedOverrides(lang));
    if (overrides.data) cacheOverrides(lang, overrides.data);
  }, [lang, overrides.data, setOverrides]);
}
