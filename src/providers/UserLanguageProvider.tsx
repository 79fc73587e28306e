/**
 * The visitor's language (SPEC.md §3): held as state, changeable by a setter, and the
 * translator over translations/ (a file without suffix is English). Missing languages and
 * keys follow SPEC.md §8 through src/core/i18n.ts.
 */
import * as React from 'react';
import { createTranslator, type TranslateOptions, type Translator } from '@/core/i18n';
import { parseLanguage, type Language } from '@/core/language';
import { translationResources } from './translationResources';

interface UserLanguageValue {
  userLanguage: Language;
  setUserLanguage: (language: Language) => void;
  translator: Translator;
}

const UserLanguageContext = React.createContext<UserLanguageValue | null>(null);

function useUserLanguageContext(): UserLanguageValue {
  const value = React.useContext(UserLanguageContext);
  if (value === null) {
    throw new Error('Forgot to wrap component in ThemeProvider');
  }
  return value;
}

export function useUserLanguage(): Language {
  return useUserLanguageContext().userLanguage;
}

export function useSetUserLanguage(): (language: Language) => void {
  return useUserLanguageContext().setUserLanguage;
}

export type TranslateFunction = (key: string, options?: TranslateOptions) => string;

export function useTranslate(): TranslateFunction {
  return useUserLanguageContext().translator.t;
}

export function useTranslator(): Translator {
  return useUserLanguageContext().translator;
}

export function UserLanguageProvider({
  language,
  children,
}: {
  /** The language of the page being shown (from its path prefix). */
  language: string;
  children: React.ReactNode;
}) {
  const pageLanguage = parseLanguage(language);
  const [userLanguage, setUserLanguage] = React.useState<Language>(pageLanguage);
  React.useEffect(() => setUserLanguage(pageLanguage), [pageLanguage]);
  React.useEffect(() => {
    // The server sets <html lang> for a direct load; client-side navigation keeps it in step.
    document.documentElement.lang = pageLanguage;
  }, [pageLanguage]);

  const translator = React.useMemo(
    () =>
      createTranslator({
        language: userLanguage,
        resources: translationResources,
        log: (message) => console.error(message),
      }),
    [userLanguage],
  );
  const value = React.useMemo(
    () => ({ userLanguage, setUserLanguage, translator }),
    [userLanguage, translator],
  );
  return <UserLanguageContext.Provider value={value}>{children}</UserLanguageContext.Provider>;
}
