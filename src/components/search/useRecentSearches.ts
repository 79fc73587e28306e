/** Recent searches in localStorage (read defensively by src/core/searchRecent). */
import * as React from 'react';
import { addRecent, parseRecent, serializeRecent } from '@/core/searchRecent';
import { RECENT_SEARCHES } from '@/core/storedPreferences';
import { readStorage, writeStorage } from '@/providers/browserStorage';

export function useRecentSearches(): [string[], (query: string) => void] {
  const [recent, setRecent] = React.useState<string[]>(() =>
    parseRecent(readStorage(RECENT_SEARCHES.key)),
  );
  const remember = React.useCallback((query: string) => {
    const next = addRecent(parseRecent(readStorage(RECENT_SEARCHES.key)), query);
    writeStorage(RECENT_SEARCHES.key, serializeRecent(next));
    setRecent(next);
  }, []);
  return [recent, remember];
}
