/**
 * Translation files by language: `translations.json` is English, `translations-<lang>.json` the
 * others. English is in every page's scripts (it is also the fallback for a missing key); another
 * language is added by the route files of its pages (`pages/<lang>/…` import
 * `src/providers/languages/<lang>.ts`), or loaded when the visitor chooses it, so an English page
 * does not download the Chinese strings.
 */
import type { TranslationResource, TranslationResources } from '@/core/i18n';
import en from '../../translations/translations.json';

let loaded: TranslationResources = { en };
const listeners = new Set<() => void>();

/** Languages this site has translations for, each loaded on demand. */
const LOADERS: Partial<Record<string, () => Promise<unknown>>> = {
  zh: () => import('./languages/zh'),
};

/** Makes a language's translations available to every translator. */
export function addTranslations(language: string, resource: TranslationResource): void {
  if (loaded[language] === resource) {
    return;
  }
  loaded = { ...loaded, [language]: resource };
  listeners.forEach((listener) => listener());
}

/** The translations available now; a new object whenever a language is added. */
export function loadedTranslations(): TranslationResources {
  return loaded;
}

export function subscribeToTranslations(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads a language's translations if this site has them and they are not loaded yet. */
export async function loadTranslations(language: string): Promise<void> {
  if (loaded[language] === undefined) {
    await LOADERS[language]?.();
  }
}
