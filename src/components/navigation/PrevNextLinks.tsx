/** Previous and next pages, following the navigation tree. */
import * as React from 'react';
import SiteLink from '@/components/navigation/SiteLink';
import { entryHref, getPrevNext } from '@/core/navigation';
import type { NavEntry } from '@/core/navigationTypes';
import { localizePath } from '@/core/language';
import { useTranslate, useUserLanguage } from '@/providers/UserLanguageProvider';
import { TEXT_LINK_CLASS } from '@/components/layout/textLink';
import { useNavTitle } from './useNavTitle';
import styles from './PrevNextLinks.module.css';

export default function PrevNextLinks({ entries, path }: { entries: NavEntry[]; path: string }) {
  const t = useTranslate();
  const language = useUserLanguage();
  const title = useNavTitle();
  const { prev, next } = getPrevNext(entries, path);
  if (!prev && !next) {
    return null;
  }
  return (
    <nav
      className={`prev-next ${styles.prevNext}`}
      aria-label={`${t('shell.previous')} / ${t('shell.next')}`}
    >
      {prev ? (
        <SiteLink
          className={TEXT_LINK_CLASS}
          href={localizePath(entryHref(prev), language)}
          rel="prev"
        >
          ‹ {t('shell.previous')}: {title(prev) ?? ''}
        </SiteLink>
      ) : (
        <span />
      )}
      {next ? (
        <SiteLink
          className={TEXT_LINK_CLASS}
          href={localizePath(entryHref(next), language)}
          rel="next"
        >
          {t('shell.next')}: {title(next) ?? ''} ›
        </SiteLink>
      ) : null}
    </nav>
  );
}
