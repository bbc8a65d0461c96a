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
