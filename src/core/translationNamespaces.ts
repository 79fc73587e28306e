/**
 * Which namespaces of the English translations (translations/translations.json) load with the
 * code that uses them rather than with every page (the file without a language suffix
 * is English; authors edit that one file: docs/authoring.md#a-translation). scripts/generate-translations.ts splits the file with
 * `splitTranslations` into generated/translations/: the eager part, which every page's scripts
 * carry (src/providers/translationResources.ts), and one part per lazy namespace, which a module of
 * src/providers/strings/ adds to the loaded English when the chunk that needs it is evaluated.
 *
 * A namespace is lazy only when no part of the always-loaded shell uses it:
 * - `api`: the API reference (src/components/api/), on API pages and component pages' API tabs;
 * - `demo`: the demo frame (src/components/docs/Demo.tsx, DemoToolbar.tsx), loaded by pages with a
 *   demo;
 * - `settings`: the settings drawer (loaded when the reader first reaches for it) and the demo
 *   frame's code and styling toggles;
 * - `home`: the home page;
 * - `feedback`: the page feedback's comment form (src/components/feedback/PageFeedbackForm.tsx),
 *   loaded when the reader votes.
 * - `icons`: the Material Icons finder (src/components/icons/).
 * Other languages stay one file each: a page in that language imports it whole.
 */
import type { TranslationResource } from './i18n';

export const LAZY_NAMESPACES = ['api', 'demo', 'settings', 'home', 'feedback', 'icons'] as const;

export type LazyNamespace = (typeof LAZY_NAMESPACES)[number];

/** The English translations split into what every page carries and what loads with its chunk. */
export interface TranslationParts {
  /** Every namespace not listed as lazy, in the order of the source. */
  eager: TranslationResource;
  /** Each lazy namespace as a resource of its own: `{ api: { … } }`. */
  lazy: Record<LazyNamespace, TranslationResource>;
}

/**
 * Splits an English resource by its top-level keys. Throws when a lazy namespace is missing or is
 * a string rather than a group of keys: a component would then show its keys.
 */
export function splitTranslations(
  resource: TranslationResource,
  lazyNamespaces: readonly LazyNamespace[] = LAZY_NAMESPACES,
): TranslationParts {
  const eager: TranslationResource = {};
  const lazy = {} as Record<LazyNamespace, TranslationResource>;
  for (const namespace of lazyNamespaces) {
    const group = Object.prototype.hasOwnProperty.call(resource, namespace)
      ? resource[namespace]
      : undefined;
    if (typeof group !== 'object') {
      throw new Error(
        `The English translations have no "${namespace}" group of keys, which loads with the code that uses it (src/core/translationNamespaces.ts)`,
      );
    }
    lazy[namespace] = { [namespace]: group };
  }
  const lazySet = new Set<string>(lazyNamespaces);
  for (const [key, value] of Object.entries(resource)) {
    if (!lazySet.has(key)) {
      eager[key] = value;
    }
  }
  return { eager, lazy };
}

/** The file of generated/translations/ holding the eager part (null) or a lazy namespace. */
export function translationPartFile(namespace: LazyNamespace | null): string {
  return namespace === null ? 'translations.json' : `translations.${namespace}.json`;
}
