/**
 * The visitor's language: held as state, changeable by a setter, and the
 * translator over translations/ (a file without suffix is English). Missing languages and
 * keys follow docs/product-rules.md#error-messages through src/core/i18n.ts: a two-letter language without resources logs
 * `Missing language: <code>` and shows `…`; a missing key is logged once per language and key for
 * the whole visit (one once-log shared by every translator the provider creates).
 */
import * as React from 'react';
import {
  createOnceLog,
  createTranslator,
  type TranslateOptions,
  type TranslationResources,
  type Translator,
} from '@/core/i18n';
import { DEFAULT_LANGUAGE, isLanguageCode, parseLanguage, type Language } from '@/core/language';
import { loadTranslations, loadedTranslations } from './translationResources';

export interface UserLanguageValue {
  userLanguage: Language;
  setUserLanguage: (language: Language) => void;
  translator: Translator;
}

export const UserLanguageContext = React.createContext<UserLanguageValue | null>(null);

function useUserLanguageContext(): UserLanguageValue {
  const value = React.useContext(UserLanguageContext);
  if (value === null) {
    throw new Error('Forgot to wrap component in ThemeProvider');
  }
  return value;
}

/** The supported language links and paths are made for. */
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
  resources: givenResources,
  children,
}: {
  /** The language of the page being shown (from its path prefix): a two-letter code. */
  language: string;
  /** Translation resources by language (those of translations/ loaded so far, unless a test says otherwise). */
  resources?: TranslationResources;
  children: React.ReactNode;
}) {
  const pageLanguage = isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
  const [current, setCurrent] = React.useState<string>(pageLanguage);
  // The language asked for last: a page's own, or the visitor's choice.
  const wanted = React.useRef(pageLanguage);
  React.useEffect(() => {
    wanted.current = pageLanguage;
    setCurrent(pageLanguage);
  }, [pageLanguage]);
  // The translations loaded so far, read at each lookup rather than when the translator is made:
  // English namespaces arrive with the code that uses them (./strings/), which may be after this
  // provider rendered, as when a demo's frame loads in the middle of a server render. Their
  // arrival re-renders nothing (the code that needs them renders once they are there); a language
  // the visitor chooses is shown through `current`, set once its translations are loaded.
  const resources = givenResources ?? loadedTranslations;
  // A language chosen on a page of another language is shown once its translations are loaded,
  // unless another was asked for in the meantime.
  const setUserLanguage = React.useCallback((next: Language) => {
    wanted.current = next;
    void loadTranslations(next).then(() => {
      if (wanted.current === next) {
        setCurrent(next);
      }
    });
  }, []);
  React.useEffect(() => {
    // The server sets <html lang> for a direct load; client-side navigation keeps it in step.
    document.documentElement.lang = pageLanguage;
  }, [pageLanguage]);

  // One log for the provider's lifetime, which is the visit: _app never unmounts it.
  const [log] = React.useState(() => createOnceLog((message) => console.error(message)));
  const translator = React.useMemo(
    () => createTranslator({ language: current, resources, log }),
    [current, resources, log],
  );
  const value = React.useMemo<UserLanguageValue>(
    () => ({ userLanguage: parseLanguage(current), setUserLanguage, translator }),
    [current, setUserLanguage, translator],
  );
  return <UserLanguageContext.Provider value={value}>{children}</UserLanguageContext.Provider>;
}
