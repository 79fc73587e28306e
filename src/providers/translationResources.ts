/**
 * Translation files by language (translations/): `translations.json` is English,
 * `translations-<lang>.json` the others. English is also the fallback for a missing key.
 *
 * Every page's scripts carry the English namespaces the shell uses: generated/translations/
 * translations.json, which scripts/generate-translations.ts splits off the authored file. The
 * namespaces that only some code uses (src/core/translationNamespaces.ts: api, demo, settings,
 * home) are added by the modules of ./strings/, which that code imports: they load with its chunk,
 * in the browser and in the server render alike, and a page without that code never downloads them.
 *
 * Another language is added by the route files of its pages (`pages/<lang>/…` import
 * `src/providers/languages/<lang>.ts`), or loaded when the visitor chooses it, so an English page
 * does not download the Chinese strings; that file is whole.
 */
import type { TranslationResource, TranslationResources } from '@/core/i18n';
import type { LazyNamespace } from '@/core/translationNamespaces';
import en from '../../generated/translations/translations.json';

let loaded: TranslationResources = { en };

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
}

/**
 * Adds a namespace of the English translations that loads with the code using it: `part` is its
 * file in generated/translations/ (`{ api: { … } }`). The English resource becomes a new object
 * holding it (through addTranslations).
 */
export function addEnglishNamespace(namespace: LazyNamespace, part: TranslationResource): void {
  const strings = Object.prototype.hasOwnProperty.call(part, namespace)
    ? part[namespace]
    : undefined;
  if (typeof strings !== 'object') {
    throw new Error(
      `The "${namespace}" translations are missing from the part given for them: run npm run generate:translations`,
    );
  }
  const english = loaded.en ?? {};
  if (english[namespace] === strings) {
    return;
  }
  addTranslations('en', { ...english, [namespace]: strings });
}

/** The translations available now; a new object whenever a language or namespace is added. */
export function loadedTranslations(): TranslationResources {
  return loaded;
}

/** Loads a language's translations if this site has them and they are not loaded yet. */
export async function loadTranslations(language: string): Promise<void> {
  if (loaded[language] === undefined) {
    await LOADERS[language]?.();
  }
}
