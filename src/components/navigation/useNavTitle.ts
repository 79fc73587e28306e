/** Titles of navigation entries in the visitor's language (docs/product-rules.md#page-titles, src/core/title.ts). */
import * as React from 'react';
import type { NavEntry } from '@/core/navigationTypes';
import { pageTitle } from '@/core/title';
import { useTranslator } from '@/providers/UserLanguageProvider';

/** The title of an entry, or null when its title is hidden (`title: false`). */
export function useNavTitle(): (entry: NavEntry) => string | null {
  const translator = useTranslator();
  return React.useCallback(
    (entry: NavEntry) => pageTitle(entry, (key) => translator.lookup(key, { ignoreWarning: true })),
    [translator],
  );
}
