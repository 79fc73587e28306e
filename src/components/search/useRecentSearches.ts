/** Recent searches in localStorage (read defensively by src/core/searchRecent). */
import * as React from 'react';
import { RECENT_SEARCHES_KEY, addRecent, parseRecent, serializeRecent } from '@/core/searchRecent';
import { readStorage, writeStorage } from '@/providers/browserStorage';

export function useRecentSearches(): [string[], (query: string) => void] {
  const [recent, setRecent] = React.useState<string[]>(() =>
    parseRecent(readStorage(RECENT_SEARCHES_KEY)),
  );
  const remember = React.useCallback((query: string) => {
    const next = addRecent(parseRecent(readStorage(RECENT_SEARCHES_KEY)), query);
    writeStorage(RECENT_SEARCHES_KEY, serializeRecent(next));
    setRecent(next);
  }, []);
  return [recent, remember];
}
