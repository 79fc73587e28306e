/**
 * A component page's links under its title: a named list of small outlined links (source, WAI-ARIA,
 * Material Design, Figma, bundle size, issues), built at export time from the page's front matter
 * and the installed package (src/core/componentLinks.ts). They wrap on narrow screens and follow
 * the reading direction.
 */
import * as React from 'react';
import type { ComponentLink } from '@/core/componentLinks';
import { SEARCH_IGNORE_PROPS } from '@/core/searchMarkers';
import { useTranslate } from '@/providers/UserLanguageProvider';
import styles from './ComponentLinks.module.css';

export default function ComponentLinks({ links }: { links: ComponentLink[] }) {
  const t = useTranslate();
  if (links.length === 0) return null;
  return (
    <ul
      className={`component-links ${styles.list}`}
      aria-label={t('shell.componentLinks.label')}
      // The link names are the shell's, not the page's text: search leaves them out.
      {...SEARCH_IGNORE_PROPS}
    >
      {links.map((link) => (
        <li key={link.kind} className={styles.item}>
          <a
            href={link.href}
            className={styles.chip}
            rel="noopener"
            data-component-link={link.kind}
            data-ga-event-category="component-link"
            data-ga-event-action="click"
            data-ga-event-label={link.kind}
          >
            {t(`shell.componentLinks.${link.kind}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}
