/**
 * The search dialog: a searchbox over the local index, results grouped and labelled by area (the
 * area being read first) with the matched text highlighted, arrows to move, Enter to open the
 * first or active result (also when pressed before the results arrive), Escape to close; recent
 * searches when empty. Loaded only when the header's Search button (or Ctrl+K / Cmd+K) first
 * opens it.
 */
import * as React from 'react';
import { useRouter } from 'next/router';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { AREA_LABELS, readingPlace } from '@/core/searchAreas';
import type { SearchHit } from '@/core/searchEngine';
import { highlightText } from '@/core/searchExcerpt';
import { normalizeQuery } from '@/core/searchRecent';
import { flattenGroups, moveActive } from '@/core/searchResults';
import { SEARCH_DIALOG_TITLE_ID, SEARCH_LISTBOX_ID, searchOptionId } from '@/core/pageIds';
import HighlightedText from './HighlightedText';
import { SEARCH_STRINGS } from './searchStrings';
import { useRecentSearches } from './useRecentSearches';
import { useSearch } from './useSearch';
import visuallyHidden from '@mui/utils/visuallyHidden';

const LISTBOX_ID = SEARCH_LISTBOX_ID;
const TITLE_ID = SEARCH_DIALOG_TITLE_ID;
const optionId = searchOptionId;

const optionSx = {
  display: 'block',
  px: 2,
  py: 1,
  cursor: 'pointer',
  borderRadius: 1,
  '&[aria-selected="true"]': { bgcolor: 'action.selected' },
} as const;

export default function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const router = useRouter();
  // The page's language picks the index (its links stay in it); its area and product rank first.
  const place = React.useMemo(() => readingPlace(router.asPath), [router.asPath]);
  const strings = SEARCH_STRINGS[place.language];
  const [query, setQuery] = React.useState('');
  const [active, setActive] = React.useState(-1);
  /** Enter was pressed for this query before its results arrived. */
  const [pendingEnter, setPendingEnter] = React.useState<string | null>(null);
  const [recent, remember] = useRecentSearches();
  const search = useSearch(query, place);
  const showRecent = query.trim() === '';
  const answered = search.status === 'ready' && search.query === normalizeQuery(query);
  const hits: SearchHit[] = showRecent ? [] : flattenGroups(search.groups);
  const count = showRecent ? recent.length : hits.length;

  React.useEffect(() => setActive(-1), [search.groups, showRecent]);
  React.useEffect(() => {
    if (active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const openHit = (index: number): void => {
    const hit = hits[index];
    if (!hit) return;
    remember(query);
    onClose();
    void router.push(hit.url);
  };

  const choose = (index: number): void => {
    if (showRecent) {
      const item = recent[index];
      if (item !== undefined) setQuery(item);
    } else {
      openHit(index);
    }
  };

  /** Enter: the active result, or the first one of the query typed, even before it is answered. */
  const enter = (): void => {
    if (active >= 0 || showRecent || answered) choose(active >= 0 ? active : 0);
    else setPendingEnter(normalizeQuery(query));
  };

  // Enter before the results: open the first one as soon as they answer the same query.
  const firstUrl = hits[0]?.url;
  React.useEffect(() => {
    if (pendingEnter === null) return;
    if (pendingEnter !== normalizeQuery(query)) {
      setPendingEnter(null);
    } else if (answered) {
      setPendingEnter(null);
      if (firstUrl === undefined) return;
      remember(query);
      onClose();
      void router.push(firstUrl);
    }
  }, [pendingEnter, query, answered, firstUrl, remember, onClose, router]);

  const onKeyDown = (event: React.KeyboardEvent): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => moveActive(current, event.key === 'ArrowDown' ? 1 : -1, count));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      enter();
    }
  };

  let status = '';
  if (showRecent) status = recent.length > 0 ? '' : strings.start;
  else if (search.status === 'error') status = strings.unavailable;
  else if (search.status === 'ready' && hits.length === 0) status = strings.none(search.query);
  else if (search.status === 'ready') status = strings.count(hits.length);
  else status = strings.loading;

  let index = -1;
  const renderOption = (key: string, content: React.ReactNode): React.ReactNode => {
    index += 1;
    const own = index;
    return (
      <Box
        key={key}
        id={optionId(own)}
        role="option"
        aria-selected={own === active}
        onClick={() => choose(own)}
        data-ga-event-category="search"
        data-ga-event-action="result"
        data-ga-event-label={key}
        onMouseMove={() => setActive(own)}
        sx={optionSx}
      >
        {content}
      </Box>
    );
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={TITLE_ID}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <Typography id={TITLE_ID} component="h2" sx={visuallyHidden}>
        {strings.dialogTitle}
      </Typography>
      <Box sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <InputBase
          autoFocus
          fullWidth
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={strings.placeholder}
          inputProps={{
            type: 'search',
            'aria-label': strings.dialogTitle,
            'aria-controls': LISTBOX_ID,
            'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
            autoComplete: 'off',
            spellCheck: false,
          }}
        />
      </Box>
      <Box sx={{ maxHeight: '60vh', overflowY: 'auto', p: 1 }}>
        <Typography role="status" variant="body2" sx={{ px: 2, py: 1, color: 'text.secondary' }}>
          {status}
        </Typography>
        <Box
          id={LISTBOX_ID}
          role="listbox"
          aria-label={showRecent ? strings.recent : strings.results}
          // The query the results shown answer: what tests and the benchmark wait for.
          data-answered-query={!showRecent && search.status === 'ready' ? search.query : undefined}
        >
          {showRecent && recent.length > 0 ? (
            <Box role="group" aria-label={strings.recent}>
              <Typography variant="overline" component="div" sx={{ px: 2 }} aria-hidden>
                {strings.recent}
              </Typography>
              {recent.map((item) => renderOption(`recent-${item}`, item))}
            </Box>
          ) : null}
          {showRecent
            ? null
            : search.groups.map((group) => (
                <Box key={group.area} role="group" aria-label={AREA_LABELS[group.area]}>
                  <Typography variant="overline" component="div" sx={{ px: 2 }} aria-hidden>
                    {AREA_LABELS[group.area]}
                  </Typography>
                  {group.hits.map((hit) =>
                    renderOption(
                      hit.url,
                      <>
                        <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
                          <HighlightedText segments={highlightText(hit.title, search.query)} />
                        </Typography>
                        <Typography
                          component="span"
                          variant="body2"
                          sx={{ display: 'block', color: 'text.secondary' }}
                        >
                          <HighlightedText
                            segments={highlightText(
                              hit.section
                                ? `${strings.sections[hit.section.kind]}: ${hit.section.text}`
                                : hit.description,
                              search.query,
                            )}
                          />
                        </Typography>
                      </>,
                    ),
                  )}
                </Box>
              ))}
        </Box>
      </Box>
      <Typography
        variant="caption"
        sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider', color: 'text.secondary' }}
      >
        {strings.hint}
      </Typography>
    </Dialog>
  );
}
