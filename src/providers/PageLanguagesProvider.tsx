/**
 * The languages the current page is rendered in (the route table's `languages`, handed to every
 * page in its props): a page with no Chinese twin names no `/zh/` alternate.
 */
import * as React from 'react';
import { SUPPORTED_LANGUAGES, isLanguage, type Language } from '@/core/language';

const PageLanguagesContext = React.createContext<readonly Language[]>(SUPPORTED_LANGUAGES);

/** The languages from page props; every supported language when the props name none (404). */
export function parsePageLanguages(value: unknown): readonly Language[] {
  if (!Array.isArray(value)) {
    return SUPPORTED_LANGUAGES;
  }
  const languages = value.filter(isLanguage);
  return languages.length > 0 ? languages : SUPPORTED_LANGUAGES;
}

export function PageLanguagesProvider({
  languages,
  children,
}: {
  languages: unknown;
  children: React.ReactNode;
}) {
  return (
    <PageLanguagesContext.Provider value={parsePageLanguages(languages)}>
      {children}
    </PageLanguagesContext.Provider>
  );
}

export function usePageLanguages(): readonly Language[] {
  return React.useContext(PageLanguagesContext);
}
