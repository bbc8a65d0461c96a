import { useAtomValue } from "jotai";
import * as React from "react";
import { LangProvider } from "../i18n";
import { languageAtom, languageOverridesAtom } from "./state/language";

/** The page language (and the server's wording overrides) for everything under it. */
export function LanguageProvider({ children }: { children: React.ReactNode }) {
  const lang = useAtomValue(languageAtom);
  const overrides = useAtomValue(languageOverridesAtom);
  React.useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return (
    <LangProvider lang={lang} overrides={overrides}>
      {children}
    </LangProvider>
  );
}
