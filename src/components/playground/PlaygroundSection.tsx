/**
 * A component page's playground section: its heading and introduction, rendered with the page;
 * the playground itself (controls, live component, code) loads when the section comes into view
 * once the page is interactive, or at once when the address holds a shared choice
 * (`#playground?…`).
 */
import * as React from 'react';
import { interpolate } from '@/core/i18n';
import type { PlaygroundSpec } from '@/core/playground';
import { PLAYGROUND_ID, isPlaygroundHash } from '@/core/playgroundAnchor';
import { SEARCH_IGNORE_PROPS } from '@/core/searchMarkers';
import { useTranslate } from '@/providers/UserLanguageProvider';
import { NOT_SEGMENT_ATTRIBUTE } from '@/components/docs/segmentsFromPage';
import { afterInteractive } from '@/components/layout/afterInteractive';
import { loadThemeScope } from '@/components/layout/muiScope';
import { PlaygroundLoadersContext } from './PlaygroundLoadersContext';
import type { PlaygroundModule } from './playgroundModule';
import type PlaygroundComponent from './Playground';
import styles from './PlaygroundSection.module.css';

type PlaygroundView = typeof PlaygroundComponent;

interface Loaded {
  View: PlaygroundView;
  module: PlaygroundModule;
  /** MUI's theme scope, loaded with the playground (demos bring theirs: src/components/docs/island/). */
  Scope: React.ComponentType<{ children: React.ReactNode }>;
}

/** How far below the viewport the section starts loading. */
const LOAD_MARGIN = '300px 0px';

export default function PlaygroundSection({ spec, slug }: { spec: PlaygroundSpec; slug: string }) {
  const t = useTranslate();
  const loadModule = React.useContext(PlaygroundLoadersContext);
  const section = React.useRef<HTMLElement>(null);
  const [loaded, setLoaded] = React.useState<Loaded | null>(null);
  const [failed, setFailed] = React.useState<string | null>(null);

  React.useEffect(() => {
    const element = section.current;
    if (!element || !loadModule) return undefined;
    let cancelled = false;
    const start = () => {
      Promise.all([import('./Playground'), loadModule(slug), loadThemeScope()]).then(
        ([view, module, scope]) => {
          if (!cancelled) setLoaded({ View: view.default, module, Scope: scope.default });
        },
        (error: unknown) => {
          if (!cancelled) setFailed(error instanceof Error ? error.message : String(error));
        },
      );
    };
    if (isPlaygroundHash(window.location.hash)) {
      start();
      return () => {
        cancelled = true;
      };
    }
    // Not before the page is interactive, even when the section is on the first screen: its code
    // is not among what the page needs to respond.
    let observer: IntersectionObserver | null = null;
    const cancelWait = afterInteractive(() => {
      if (cancelled) return;
      if (typeof IntersectionObserver === 'undefined') {
        start();
        return;
      }
      const watching = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            watching.disconnect();
            start();
          }
        },
        { rootMargin: LOAD_MARGIN },
      );
      watching.observe(element);
      observer = watching;
    });
    return () => {
      cancelled = true;
      cancelWait();
      observer?.disconnect();
    };
  }, [loadModule, slug]);

  return (
    <section
      ref={section}
      className={styles.section}
      aria-labelledby={PLAYGROUND_ID}
      // The same on every component page: the search index would only repeat it.
      {...SEARCH_IGNORE_PROPS}
      {...{ [NOT_SEGMENT_ATTRIBUTE]: '' }}
    >
      <h2 id={PLAYGROUND_ID}>
        <a href={`#${PLAYGROUND_ID}`} className="heading-anchor">
          {t('shell.playground')}
        </a>
      </h2>
      <p>{interpolate(t('shell.playgroundIntro'), { name: spec.component })}</p>
      {loaded ? (
        <loaded.Scope>
          <loaded.View spec={spec} module={loaded.module} sectionRef={section} />
        </loaded.Scope>
      ) : (
        <div className={styles.placeholder} aria-busy={failed === null}>
          {failed === null ? t('shell.playgroundLoading') : failed}
        </div>
      )}
    </section>
  );
}
