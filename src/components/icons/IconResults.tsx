/**
 * The finder's results, loaded when the finder comes into view or its box takes focus: downloads
 * the index, matches the query (src/core/iconSearch.ts), shows the count and a page of icons, and
 * downloads the drawing files of the icons on screen only. The grid is one Tab stop; the arrow
 * keys, Home and End move between icons, Enter or a click opens an icon's dialog.
 */
import * as React from 'react';
import '@/providers/strings/iconsStrings';
import { interpolate } from '@/core/i18n';
import type { DrawingChunk } from '@/core/iconIndex';
import { chunkFileName } from '@/core/iconIndex';
import { iconModuleName, type IconTheme } from '@/core/iconNames';
import { searchIcons } from '@/core/iconSearch';
import ShellButton from '@/components/layout/ShellButton';
import { useTranslate } from '@/providers/UserLanguageProvider';
import IconDialog from './IconDialog';
import IconGlyph from './IconGlyph';
import { loadDrawingChunk, loadIconIndex, type LoadedIconIndex } from './iconFiles';
import styles from './IconFinder.module.css';

/** Icons shown at once; Show more adds as many. */
export const ICONS_PER_PAGE = 96;

type IndexState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; index: LoadedIconIndex };

function useIconIndex(): [IndexState, () => void] {
  const [state, setState] = React.useState<IndexState>({ status: 'loading' });
  const [attempt, setAttempt] = React.useState(0);
  React.useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadIconIndex().then(
      (index) => live && setState({ status: 'ready', index }),
      (error: unknown) =>
        live &&
        setState({ status: 'error', message: error instanceof Error ? error.message : 'error' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return [state, () => setAttempt((n) => n + 1)];
}

/** The drawing files holding `names` in `theme`, downloaded as they are needed. */
function useDrawings(
  names: readonly string[],
  theme: IconTheme,
  index: LoadedIconIndex | null,
): (name: string) => DrawingChunk[string] | undefined {
  const [files, setFiles] = React.useState<ReadonlyMap<string, DrawingChunk>>(new Map());
  const numbers = index?.chunks[theme];
  const needed = React.useMemo(() => {
    const set = new Set<number>();
    for (const name of names) {
      const number = numbers?.get(name);
      if (number !== undefined) set.add(number);
    }
    return [...set];
  }, [names, numbers]);
  React.useEffect(() => {
    let live = true;
    for (const number of needed) {
      const file = chunkFileName(theme, number);
      if (files.has(file)) continue;
      loadDrawingChunk(theme, number).then(
        (chunk) => {
          if (live) setFiles((previous) => new Map(previous).set(file, chunk));
        },
        () => {
          // The icon keeps its name without a drawing; the next search asks again.
        },
      );
    }
    return () => {
      live = false;
    };
  }, [needed, theme, files]);
  return (name) => {
    const number = numbers?.get(name);
    return number === undefined ? undefined : files.get(chunkFileName(theme, number))?.[name];
  };
}

/** How many icons a row of the grid holds, from the buttons' positions. */
function columnsOf(buttons: readonly HTMLElement[]): number {
  if (buttons.length === 0) return 1;
  const top = buttons[0].offsetTop;
  const count = buttons.findIndex((button) => button.offsetTop !== top);
  return count === -1 ? buttons.length : Math.max(1, count);
}

export default function IconResults({ query, theme }: { query: string; theme: IconTheme }) {
  const t = useTranslate();
  const [state, retry] = useIconIndex();
  const index = state.status === 'ready' ? state.index : null;
  const deferredQuery = React.useDeferredValue(query);
  const names = React.useMemo(
    () => (index ? searchIcons(index.icons, deferredQuery, theme) : []),
    [index, deferredQuery, theme],
  );
  const [limit, setLimit] = React.useState(ICONS_PER_PAGE);
  const [active, setActive] = React.useState(0);
  const [open, setOpen] = React.useState<string | null>(null);
  React.useEffect(() => {
    setLimit(ICONS_PER_PAGE);
    setActive(0);
  }, [deferredQuery, theme]);
  const shown = React.useMemo(() => names.slice(0, limit), [names, limit]);
  const drawingOf = useDrawings(shown, theme, index);
  const gridRef = React.useRef<HTMLUListElement>(null);

  const onGridKeyDown = (event: React.KeyboardEvent<HTMLUListElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
    const columns = columnsOf(buttons);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const moves: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      ArrowDown: columns,
      ArrowUp: -columns,
      Home: -active,
      End: buttons.length - 1 - active,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = Math.min(buttons.length - 1, Math.max(0, active + moves[event.key]));
    setActive(next);
    buttons[next]?.focus();
  };

  if (state.status === 'loading') {
    return (
      <p role="status" className={styles.status}>
        {t('icons.loading')}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div role="alert" className={styles.status}>
        <p>{interpolate(t('icons.loadError'), { message: state.message })}</p>
        <ShellButton type="button" variant="outlined" onClick={retry}>
          {t('icons.retry')}
        </ShellButton>
      </div>
    );
  }
  const hasQuery = deferredQuery.trim() !== '';
  const count = names.length;
  return (
    <>
      <p
        role="status"
        className={styles.status}
        data-icon-count={count}
        data-answered-query={deferredQuery}
      >
        {count === 0
          ? t('icons.noMatch')
          : !hasQuery
            ? interpolate(t('icons.allIcons'), { count: count.toLocaleString('en-US') })
            : count === 1
              ? t('icons.oneMatch')
              : interpolate(t('icons.matches'), { count: count.toLocaleString('en-US') })}
        {count === 0 ? <span className={styles.hint}> {t('icons.noMatchHint')}</span> : null}
      </p>
      {count > 0 ? (
        <ul
          ref={gridRef}
          className={styles.grid}
          aria-label={t('icons.grid')}
          onKeyDown={onGridKeyDown}
        >
          {shown.map((name, position) => {
            const module = iconModuleName(name, theme);
            return (
              <li key={name}>
                <button
                  type="button"
                  className={styles.icon}
                  tabIndex={position === Math.min(active, shown.length - 1) ? 0 : -1}
                  aria-label={module}
                  data-icon-module={module}
                  onFocus={() => setActive(position)}
                  onClick={() => setOpen(name)}
                >
                  <IconGlyph nodes={drawingOf(name)} size={28} />
                  <span className={styles.iconName} dir="ltr">
                    {name}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {shown.length < count ? (
        <ShellButton
          type="button"
          variant="outlined"
          className={styles.more}
          onClick={() => setLimit((n) => n + ICONS_PER_PAGE)}
        >
          {interpolate(t('icons.showMore'), { shown: shown.length, count })}
        </ShellButton>
      ) : null}
      {open ? (
        <IconDialog
          icon={open}
          theme={theme}
          nodes={drawingOf(open)}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}
