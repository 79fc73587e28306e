/**
 * Runs a query against the language's index as it is typed; only the latest query's answer
 * counts. The engine ranks in a few milliseconds, so there is no debounce: results follow each
 * keystroke (a body shard the query needs is fetched once, then kept).
 */
import * as React from 'react';
import type { ReadingPlace } from '@/core/searchAreas';
import type { SearchGroup } from '@/core/searchEngine';
import { normalizeQuery } from '@/core/searchRecent';
import { loadEngine } from './searchIndexClient';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SearchState {
  status: SearchStatus;
  /** The query the groups answer. */
  query: string;
  groups: SearchGroup[];
}

const IDLE: SearchState = { status: 'idle', query: '', groups: [] };

export function useSearch(rawQuery: string, place: ReadingPlace): SearchState {
  const [state, setState] = React.useState<SearchState>(IDLE);
  const query = normalizeQuery(rawQuery);
  const { language, area, product } = place;

  React.useEffect(() => {
    // Start fetching the index as soon as the dialog is open.
    loadEngine(language).catch(() => undefined);
  }, [language]);

  React.useEffect(() => {
    if (query === '') {
      setState(IDLE);
      return undefined;
    }
    let current = true;
    setState((previous) => ({ ...previous, status: 'loading' }));
    loadEngine(language)
      .then((engine) => engine.search(query, { language, area, product }))
      .then((groups) => {
        if (current) setState({ status: 'ready', query, groups });
      })
      .catch(() => {
        if (current) setState({ status: 'error', query, groups: [] });
      });
    return () => {
      current = false;
    };
  }, [query, language, area, product]);

  return state;
}
