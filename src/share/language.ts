import { DEFAULT_LANG, type Lang } from "../i18n";

const KEY = "pageLanguage";

/** ?lang=en (or en-US, zh, zh-CN) first, then the stored choice, else Chinese. */
export function initialLang(search: string): Lang {
  const param = new URLSearchParams(search).get("lang")?.trim().toLowerCase();
  if (param === "en" || param === "en-us") return "en-US";
  if (param === "zh" || param === "zh-cn") return "zh-CN";
  try {
    const stored = localStorage.getItem(KEY);
    if (stored === "en-US" || stored === "zh-CN") return stored;
  } catch {
    // storage blocked (private mode)
  }
  return DEFAULT_LANG;
}

/** Remembers the choice and keeps ?lang in step, so a reload or a shared link keeps it. */
export function rememberLang(lang: Lang): void {
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    // storage blocked
  }
  const url = new URL(window.location.href);
  if (url.searchParams.has("lang")) {
    url.searchParams.set("lang", lang === "en-US" ? "en" : "zh");
    history.replaceState(history.state, "", url);
  }
  document.documentElement.lang = lang;
}
