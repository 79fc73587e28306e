/** Breadcrumbs from the area to the current page, following the navigation tree. */
import * as React from 'react';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { findTrail } from '@/core/navigation';
import type { NavEntry } from '@/core/navigationTypes';
import { localizePath } from '@/core/language';
import { useTranslate, useUserLanguage } from '@/providers/UserLanguageProvider';
import { useNavTitle } from './useNavTitle';

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
    <Link key="area" component={NextLink} href={localizePath(`/${area}/`, language)}>
      {areaTitle}
    </Link>,
    ...trail
      .map((entry) => ({ entry, text: title(entry) }))
      .filter(({ text }) => text !== null)
      .map(({ entry, text }) => <span key={entry.pathname}>{text}</span>),
  ];
  // A plain list with CSS separators: the library's Breadcrumbs adds collapsing logic that a trail
  // of two or three entries never uses, to every docs page's JavaScript.
  return (
    <Box
      component="nav"
      className="breadcrumbs"
      aria-label={t('shell.breadcrumbs')}
      sx={{
        mb: 1,
        fontSize: '0.875rem',
        color: 'text.secondary',
        '& ol': {
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          listStyle: 'none',
          m: 0,
          p: 0,
        },
        '& li + li::before': { content: '"/" / ""', mx: 1, color: 'text.secondary' },
      }}
    >
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.key}>{crumb}</li>
        ))}
      </ol>
    </Box>
  );
}
