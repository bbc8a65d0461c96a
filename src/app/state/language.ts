import { atom } from "jotai";
import { DEFAULT_LANG, isLang, type Lang } from "../../i18n";

/** Page language, kept in localStorage (pageLanguage) with zh-CN as the default. */
const KEY = "pageLanguage";

function readLang(): Lang {
  try {
    const stored = localStorage.getItem(KEY);
    return isLang(stored) ? stored : DEFAULT_LANG;
  } catch {
    return DEFAULT_LANG;
  }
}

const baseLanguageAtom = atom<Lang>(readLang());

export const languageAtom = atom(
  (get) => get(baseLanguageAtom),
  (_get, set, lang: Lang) => {
    try {
      localStorage.setItem(KEY, lang);
    } catch {
      // private mode
    }
    set(baseLanguageAtom, lang);
  },
);

/** Server wording overrides for the current language, cached in localStorage per language. */
export const languageOverridesAtom = atom<Record<string, string>>(readCachedOverrides(readLang()));

export function readCachedOverrides(lang: Lang): Record<string, string> {
  try {
    return JSON.parse(localStorage.getItem(`languagePages:${lang}`) ?? "{}") as Record<
      string,
      string
    >;
  } catch {
    return {};
  }
}

export function cacheOverrides(lang: Lang, overrides: Record<string, string>): void {
  try {
    localStorage.setItem(`languagePages:${lang}`, JSON.stringify(overrides));
  } catch {
    // storage full: the overrides still apply for this tab
  }
}
