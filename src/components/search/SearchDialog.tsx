/**
 * The search dialog: a searchbox over the local index, results grouped and labelled by area (the
 * area being read first) with the matched text highlighted, arrows to move, Enter to open the
 * first or active result (also when pressed before the results arrive), Escape to close; recent
 * searches when empty. Loaded only when the header's Search button (or Ctrl+K / Cmd+K) first
 * opens it.
 *
 * A native modal <dialog> styled by the shell's CSS, like the rest of the header: the browser
 * keeps it above the page, makes the page inert while it is open, closes it on Escape and gives
 * focus back to where it was. Built without MUI, the first search downloads the index and this
 * file, not the library's dialog, input and typography (about 160 KiB of scripts on a guide page,
 * which loads no MUI otherwise).
 */
import * as React from 'react';
import { useRouter } from 'next/router';
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
import styles from './SearchDialog.module.css';

const LISTBOX_ID = SEARCH_LISTBOX_ID;
const TITLE_ID = SEARCH_DIALOG_TITLE_ID;
const optionId = searchOptionId;

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
  const dialogRef = React.useRef<HTMLDialogElement>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const search = useSearch(query, place);
  const showRecent = query.trim() === '';
  const answered = search.status === 'ready' && search.query === normalizeQuery(query);
  const hits: SearchHit[] = showRecent ? [] : flattenGroups(search.groups);
  const count = showRecent ? recent.length : hits.length;

  // The dialog element follows `open`: shown as a modal (focus moves to the searchbox), or closed
  // (the browser gives focus back to the element that had it).
  React.useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    if (open && !dialog.open) {
      dialog.showModal();
      inputRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

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
    } else if (event.key === 'Escape') {
      // One press closes, as the hint says: a search field's own Escape would only clear it.
      event.preventDefault();
      onClose();
    }
  };

  /** Tab stays in the dialog: the searchbox is its one control (results are chosen by arrows). */
  const keepFocusInside = (event: React.KeyboardEvent<HTMLDialogElement>): void => {
    if (event.key !== 'Tab') return;
    event.preventDefault();
    inputRef.current?.focus();
  };

  /**
   * The `close` event of a close the browser made itself (a close request such as the Escape key
   * outside the searchbox) is reported to the header; one that `open` asked for is not reported
   * again. The event comes a task after the close: a dialog shown again meanwhile (Escape, then
   * Ctrl+K at once) is open, and the late event of its previous close must not close it.
   */
  const closedByBrowser = (): void => {
    if (open && dialogRef.current?.open !== true) onClose();
  };

  /**
   * A click on the backdrop lands on the <dialog> element itself (its children cover its box):
   * close, unless the press began inside (a text selection dragged out of the searchbox).
   */
  const pressedOnBackdrop = React.useRef(false);
  const notePress = (event: React.MouseEvent<HTMLDialogElement>): void => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const closeFromBackdrop = (event: React.MouseEvent<HTMLDialogElement>): void => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressedOnBackdrop.current = false;
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
      <div
        key={key}
        id={optionId(own)}
        role="option"
        aria-selected={own === active}
        onClick={() => choose(own)}
        data-ga-event-category="search"
        data-ga-event-action="result"
        data-ga-event-label={key}
        onMouseMove={() => setActive(own)}
        className={styles.option}
      >
        {content}
      </div>
    );
  };

  return (
    // Escape in the searchbox and a click on the backdrop ask the header to close it; a close
    // the browser makes itself is reported by the element's `close` event.
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={TITLE_ID}
      onClose={closedByBrowser}
      onMouseDown={notePress}
      onClick={closeFromBackdrop}
      onKeyDown={keepFocusInside}
    >
      <h2 id={TITLE_ID} className={styles.visuallyHidden}>
        {strings.dialogTitle}
      </h2>
      <div className={styles.field}>
        <input
          ref={inputRef}
          className={styles.input}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={strings.placeholder}
          aria-label={strings.dialogTitle}
          aria-controls={LISTBOX_ID}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <div className={styles.results}>
        <p role="status" className={styles.status}>
          {status}
        </p>
        <div
          id={LISTBOX_ID}
          role="listbox"
          aria-label={showRecent ? strings.recent : strings.results}
          // The query the results shown answer: what tests and the benchmark wait for.
          data-answered-query={!showRecent && search.status === 'ready' ? search.query : undefined}
        >
          {showRecent && recent.length > 0 ? (
            <div role="group" aria-label={strings.recent}>
              <div className={styles.groupLabel} aria-hidden>
                {strings.recent}
              </div>
              {recent.map((item) => renderOption(`recent-${item}`, item))}
            </div>
          ) : null}
          {showRecent
            ? null
            : search.groups.map((group) => (
                <div key={group.area} role="group" aria-label={AREA_LABELS[group.area]}>
                  <div className={styles.groupLabel} aria-hidden>
                    {AREA_LABELS[group.area]}
                  </div>
                  {group.hits.map((hit) =>
                    renderOption(
                      hit.url,
                      <>
                        <span className={styles.title}>
                          <HighlightedText
                            segments={highlightText(hit.title, search.query)}
                            markClassName={styles.match}
                          />
                        </span>
                        <span className={styles.detail}>
                          <HighlightedText
                            segments={highlightText(
                              hit.section
                                ? `${strings.sections[hit.section.kind]}: ${hit.section.text}`
                                : hit.description,
                              search.query,
                            )}
                            markClassName={styles.match}
                          />
                        </span>
                      </>,
                    ),
                  )}
                </div>
              ))}
        </div>
      </div>
      <p className={styles.hint}>{strings.hint}</p>
    </dialog>
  );
}
