/** Titles of navigation entries in the visitor's language (SPEC.md §2 title rules). */
import * as React from 'react';
import type { NavEntry } from '@/core/navigationTypes';
import { pageTitle } from '@/core/title';
import { useTranslator } from '@/providers/UserLanguageProvider';

export function useNavTitle(): (entry: NavEntry) => string {
  const translator = useTranslator();
  return React.useCallback(
    (entry: NavEntry) => {
      const lookup = (key: string) => translator.lookup(key, { ignoreWarning: true });
      if (entry.children) {
        const lastSegment = entry.pathname.slice(entry.pathname.lastIndexOf('/') + 1);
        const groupTitle = lookup(`nav.${entry.subheader ?? lastSegment}`);
        if (groupTitle) {
          return groupTitle;
        }
      }
      return pageTitle(entry, lookup) ?? '';
    },
    [translator],
  );
}
