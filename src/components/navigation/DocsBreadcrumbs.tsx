/** Breadcrumbs from the area to the current page, following the navigation tree. */
import * as React from 'react';
import SiteLink from '@/components/navigation/SiteLink';
import { findTrail } from '@/core/navigation';
import type { NavEntry } from '@/core/navigationTypes';
import { localizePath } from '@/core/language';
import { useTranslate, useUserLanguage } from '@/providers/UserLanguageProvider';
import { TEXT_LINK_CLASS } from '@/components/layout/textLink';
import { useNavTitle } from './useNavTitle';
import styles from './DocsBreadcrumbs.module.css';

export default function DocsBreadcrumbs({
  area,
  entries,
  path,
}: {
  area: string;
  entries: NavEntry[];
  path: string;
}) {
  const t = useTranslate();
  const language = useUserLanguage();
  const title = useNavTitle();
  const trail = findTrail(entries, path).slice(0, -1);
  const areaTitle = t(`areas.${area}.title`);
  const crumbs = [
    <SiteLink key="area" className={TEXT_LINK_CLASS} href={localizePath(`/${area}/`, language)}>
      {areaTitle}
    </SiteLink>,
    ...trail
      .map((entry) => ({ entry, text: title(entry) }))
      .filter(({ text }) => text !== null)
      .map(({ entry, text }) => <span key={entry.pathname}>{text}</span>),
  ];
  return (
    <nav className={`breadcrumbs ${styles.breadcrumbs}`} aria-label={t('shell.breadcrumbs')}>
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.key}>{crumb}</li>
        ))}
      </ol>
    </nav>
  );
}
