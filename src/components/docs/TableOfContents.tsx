/** The page's contents with scroll spy: the section being read is marked as current. */
import * as React from 'react';
import type { TocEntry } from '@/content/markdown/segments';
import { useTranslate } from '@/providers/UserLanguageProvider';
import { TOC_TITLE_ID } from '@/core/pageIds';
import { TEXT_LINK_CLASS } from '@/components/layout/textLink';
import styles from './TableOfContents.module.css';

function useActiveHeading(ids: string[]): string | null {
  const [active, setActive] = React.useState<string | null>(null);
  React.useEffect(() => {
    if (ids.length === 0 || typeof IntersectionObserver === 'undefined') {
      return undefined;
    }
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const first = ids.find((id) => visible.has(id));
        if (first) setActive(first);
      },
      { rootMargin: '-70px 0px -60% 0px' },
    );
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [ids]);
  return active;
}

export default function TableOfContents({ toc }: { toc: TocEntry[] }) {
  const t = useTranslate();
  const ids = React.useMemo(() => toc.map((entry) => entry.id), [toc]);
  const active = useActiveHeading(ids);
  if (toc.length === 0) {
    return null;
  }
  return (
    <nav className={`page-toc ${styles.toc}`} aria-labelledby={TOC_TITLE_ID}>
      <h2 id={TOC_TITLE_ID} className={styles.title}>
        {t('shell.onThisPage')}
      </h2>
      <ul className={styles.list}>
        {toc.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              aria-current={entry.id === active ? 'location' : undefined}
              className={`${TEXT_LINK_CLASS} ${styles.link} ${entry.level === 3 ? styles.level3 : ''}`}
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
