/**
 * The icon finder's state in the page URL (docs/product-rules.md#material-icons-finder):
 * `?query=delete&theme=Outlined`. A missing or unknown theme is the default (Filled); a query is
 * kept as typed up to MAX_ICON_QUERY_LENGTH characters. Defaults are left out of the URL.
 */
import { DEFAULT_ICON_THEME, isIconTheme, type IconTheme } from './iconNames';
import { MAX_ICON_QUERY_LENGTH } from './iconSearch';

export interface IconFinderState {
  query: string;
  theme: IconTheme;
}

export const ICON_QUERY_PARAM = 'query';
export const ICON_THEME_PARAM = 'theme';

/** The state a URL's query string (`?query=…&theme=…`, with or without `?`) asks for. */
export function parseIconParams(search: string): IconFinderState {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return { query: '', theme: DEFAULT_ICON_THEME };
  }
  const theme = params.get(ICON_THEME_PARAM);
  return {
    query: (params.get(ICON_QUERY_PARAM) ?? '').slice(0, MAX_ICON_QUERY_LENGTH),
    theme: isIconTheme(theme) ? theme : DEFAULT_ICON_THEME,
  };
}

/**
 * The query string for a state, other parameters of `search` kept: `?query=delete&theme=Outlined`,
 * or '' when both are the defaults.
 */
export function iconParamsSearch(state: IconFinderState, search = ''): string {
  const params = new URLSearchParams(search);
  params.delete(ICON_QUERY_PARAM);
  params.delete(ICON_THEME_PARAM);
  const query = state.query.slice(0, MAX_ICON_QUERY_LENGTH);
  if (query.trim() !== '') params.set(ICON_QUERY_PARAM, query);
  if (state.theme !== DEFAULT_ICON_THEME) params.set(ICON_THEME_PARAM, state.theme);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
