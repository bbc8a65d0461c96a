import { useAtom } from "jotai";
import * as React from "react";
import { isLang, type Lang } from "../../i18n";
import { useLanguagePage, useServerLanguage } from "../queries/shell";
import { cacheOverrides, languageOverridesAtom, readCachedOverrides } from "../state/language";

/**
 * The page language follows the server's (another device may have changed it), and the server's
 * wording overrides for it apply, cached locally so the next load starts with them. The cached
 * overrides are the query's first data, so an equal answer keeps the same object (the query's
 * structural sharing) and nothing that reads them renders again.
 */
export function useLanguageSync(lang: Lang, setLang: (lang: Lang) => void): void {
  const serverLang = useServerLanguage();
  const [shown, setShown] = useAtom(languageOverridesAtom);
  // The overrides shown are the first language's until this hook sets others.
  const shownFor = React.useRef(lang);
  const overrides = useLanguagePage(lang, () =>
    shownFor.current === lang ? shown : readCachedOverrides(lang),
  );
  React.useEffect(() => {
    if (isLang(serverLang.data)) setLang(serverLang.data);
  }, [serverLang.data, setLang]);
  React.useEffect(() => {
    if (!overrides.data || overrides.data === shown) return;
    shownFor.current = lang;
    setShown(overrides.data);
    cacheOverrides(lang, overrides.data);
  }, [lang, overrides.data, shown, setShown]);
}
