import * as React from "react";

/**
 * Message catalogues are split by namespace (src/i18n/messages/*.ts), each holding zh-CN, the
 * source, and en-US, type-checked to have every key. A page's texts travel in that page's chunk,
 * so the first load does not carry the whole product's vocabulary.
 */
export const LANGUAGES = ["zh-CN", "en-US"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = "zh-CN";

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export type Messages<K extends string> = Record<Lang, Record<K, string>>;

export function defineMessages<const Z extends Record<string, string>>(
  zh: Z,
  en: { [K in keyof Z]: string },
): Messages<keyof Z & string> {
  return { "zh-CN": zh, "en-US": en } as Messages<keyof Z & string>;
}

type Vars = Record<string, string | number>;
export type Translate<K extends string> = (key: K, vars?: Vars) => string;

export function formatMessage(template: string, vars?: Vars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

/**
 * Server-provided wording (GET /hrs/language/pages) laid over the catalogues: keyed by the zh-CN
 * source text, valued in the current language, so a tenant can rename a term without a release.
 */
export type Overrides = Readonly<Record<string, string>>;
const NO_OVERRIDES: Overrides = {};

const LangContext = React.createContext<{ lang: Lang; overrides: Overrides }>({
  lang: DEFAULT_LANG,
  overrides: NO_OVERRIDES,
});

export function LangProvider({
  lang,
  overrides = NO_OVERRIDES,
  children,
}: {
  lang: Lang;
  overrides?: Overrides;
  children: React.ReactNode;
}) {
  const value = React.useMemo(() => ({ lang, overrides }), [lang, overrides]);
  return <LangContext.Provider value={value}>{children}</LangContext.Provider>;
}

export function useLang(): Lang {
  return React.useContext(LangContext).lang;
}

export function translate<K extends string>(
  messages: Messages<K>,
  lang: Lang,
  overrides: Overrides = NO_OVERRIDES,
): Translate<K> {
  const table = messages[lang];
  return (key, vars) => {
    const source = messages["zh-CN"][key];
    const text =
      (source !== undefined ? overrides[source] : undefined) ?? table[key] ?? source ?? key;
    return formatMessage(text, vars);
  };
}

export function useT<K extends string>(messages: Messages<K>): Translate<K> {
  const { lang, overrides } = React.useContext(LangContext);
  return React.useMemo(() => translate(messages, lang, overrides), [messages, lang, overrides]);
}

const sourceIndexes = new WeakMap<object, ReadonlyMap<string, string>>();

/**
 * The key whose zh-CN source text is `source`, or undefined. Chinese texts that arrive as data
 * (the shared schema's validation messages, the server's answers) find their catalogue entry
 * here, so the catalogue stays the one place that knows their other languages.
 */
export function keyOfSource<K extends string>(
  messages: Messages<K>,
  source: string,
): K | undefined {
  let index = sourceIndexes.get(messages);
  if (!index) {
    const entries = Object.entries(messages["zh-CN"]) as [K, string][];
    index = new Map(entries.map(([key, text]) => [text, key]));
    sourceIndexes.set(messages, index);
  }
  return index.get(source) as K | undefined;
}

/** A Chinese source text in the page language through `t`; a text the catalogue lacks shows as it came. */
export function translateSource<K extends string>(
  messages: Messages<K>,
  t: Translate<K>,
  source: string,
): string {
  const key = keyOfSource(messages, source);
  return key === undefined ? source : t(key);
}
