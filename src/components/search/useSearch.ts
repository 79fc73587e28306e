/** Runs a query against the language's index, debounced; only the latest query's answer counts. */
import * as React from 'react';
import type { Language } from '@/core/language';
import { groupByArea, type SearchGroup } from '@/core/searchResults';
import { normalizeQuery } from '@/core/searchRecent';
import { loadEngine } from './pagefindClient';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SearchState {
  status: SearchStatus;
  /** The query the groups answer. */
  query: string;
  groups: SearchGroup[];
}

const DEBOUNCE_MS = 120;
const IDLE: SearchState = { status: 'idle', query: '', groups: [] };

export function useSearch(rawQuery: string, language: Language): SearchState {
  const [state, setState] = React.useState<SearchState>(IDLE);
  const query = normalizeQuery(rawQuery);

  React.useEffect(() => {
    // Start fetching the runtime and index as soon as the dialog is open.
    loadEngine(language).catch(() => undefined);
  }, [language]);

  React.useEffect(() => {
    if (query === '') {
      setState(IDLE);
      return undefined;
    }
    let current = true;
    setState((previous) => ({ ...previous, status: 'loading' }));
    const timer = window.setTimeout(() => {
      loadEngine(language)
        .then((engine) => engine.search(query))
        .then((hits) => {
          if (current) setState({ status: 'ready', query, groups: groupByArea(hits, language) });
        })
        .catch(() => {
          if (current) setState({ status: 'error', query, groups: [] });
        });
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [query, language]);

  return state;
}
