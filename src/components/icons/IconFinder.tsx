/**
 * The Material Icons finder of /material-ui/material-icons/ (docs/product-rules.md#material-icons-finder):
 * a search box, the theme choice and the results. This part is light and loads with the page;
 * the results, the index and the drawings load only when the finder comes into view or its box
 * takes focus (docs/performance.md#the-icon-finder). The search lives in the URL
 * (`?query=delete&theme=Outlined`, src/core/iconParams.ts): a settled search is a history entry,
 * so Back returns to the previous one, and a shared link restores it.
 */
import * as React from 'react';
import { useRouter } from 'next/router';
import '@/providers/strings/iconsStrings';
import { DEFAULT_ICON_THEME, ICON_THEMES, type IconTheme } from '@/core/iconNames';
import { iconParamsSearch, parseIconParams, type IconFinderState } from '@/core/iconParams';
import { MAX_ICON_QUERY_LENGTH } from '@/core/iconSearch';
import { useTranslate } from '@/providers/UserLanguageProvider';
import styles from './IconFinder.module.css';

const IconResults = React.lazy(() => import('./IconResults'));

/** A search typed is written to the URL once typing pauses this long. */
const URL_DELAY_MS = 500;

function searchOf(asPath: string): string {
  const question = asPath.indexOf('?');
  return question === -1 ? '' : asPath.slice(question).split('#')[0];
}

function sameState(a: IconFinderState, b: IconFinderState): boolean {
  return a.query === b.query && a.theme === b.theme;
}

export default function IconFinder() {
  const t = useTranslate();
  const router = useRouter();
  const [state, setState] = React.useState<IconFinderState>({
    query: '',
    theme: DEFAULT_ICON_THEME,
  });
  const [reached, setReached] = React.useState(false);
  const rootRef = React.useRef<HTMLElement>(null);
  const fromUrl = React.useRef<IconFinderState | null>(null);
  const routerReady = router.isReady;
  const asPath = router.asPath;

  // The URL drives the state: on arrival (a shared link) and on Back and Forward.
  React.useEffect(() => {
    if (!routerReady) return;
    const next = parseIconParams(searchOf(asPath));
    fromUrl.current = next;
    setState((current) => (sameState(current, next) ? current : next));
    if (next.query !== '' || next.theme !== DEFAULT_ICON_THEME) {
      setReached(true);
    }
  }, [routerReady, asPath]);

  // A linked search brings the finder into view once (a link with a #hash scrolls there itself).
  const scrolled = React.useRef(false);
  React.useEffect(() => {
    if (!routerReady || scrolled.current) return;
    scrolled.current = true;
    const linked = parseIconParams(searchOf(asPath));
    if ((linked.query !== '' || linked.theme !== DEFAULT_ICON_THEME) && !asPath.includes('#')) {
      rootRef.current?.scrollIntoView({ block: 'start' });
    }
  }, [routerReady, asPath]);

  // The state goes to the URL when it settles: a new history entry per search.
  React.useEffect(() => {
    if (!routerReady || (fromUrl.current && sameState(fromUrl.current, state))) return undefined;
    const timer = setTimeout(() => {
      fromUrl.current = state;
      const path = asPath.split(/[?#]/)[0];
      const hash = asPath.includes('#') ? asPath.slice(asPath.indexOf('#')) : '';
      const search = iconParamsSearch(state, searchOf(asPath));
      void router.push(`${path}${search}${hash}`, undefined, { shallow: true, scroll: false });
    }, URL_DELAY_MS);
    return () => clearTimeout(timer);
    // Only a change of the state schedules a write; the router object changes on every route.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, routerReady]);

  // The results load when the finder comes into view.
  React.useEffect(() => {
    const root = rootRef.current;
    if (reached || !root || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setReached(true);
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, [reached]);

  const inputId = React.useId();
  return (
    <section ref={rootRef} className={styles.finder} aria-label={t('icons.finder')}>
      <div className={styles.controls}>
        <label htmlFor={inputId} className={styles.label}>
          {t('icons.search')}
        </label>
        <input
          id={inputId}
          type="search"
          className={styles.input}
          value={state.query}
          maxLength={MAX_ICON_QUERY_LENGTH}
          placeholder={t('icons.placeholder')}
          autoComplete="off"
          spellCheck={false}
          onFocus={() => setReached(true)}
          onChange={(event) => setState((current) => ({ ...current, query: event.target.value }))}
        />
        <fieldset className={styles.themes}>
          <legend className={styles.label}>{t('icons.theme')}</legend>
          {ICON_THEMES.map((theme: IconTheme) => (
            <label key={theme} className={styles.theme}>
              <input
                type="radio"
                name={`${inputId}-theme`}
                value={theme}
                checked={state.theme === theme}
                onFocus={() => setReached(true)}
                onChange={() => setState((current) => ({ ...current, theme }))}
              />
              <span>{t(`icons.themes.${theme}`)}</span>
            </label>
          ))}
        </fieldset>
      </div>
      <div className={styles.results}>
        {reached ? (
          <React.Suspense
            fallback={
              <p role="status" className={styles.status}>
                {t('icons.loading')}
              </p>
            }
          >
            <IconResults query={state.query} theme={state.theme} />
          </React.Suspense>
        ) : null}
      </div>
    </section>
  );
}
