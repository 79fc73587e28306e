/** Breadcrumbs from the area to the current page, following the navigation tree. */
import * as React from 'react';
import NextLink from 'next/link';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
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
  return (
    <Breadcrumbs aria-label={t('shell.breadcrumbs')} sx={{ mb: 1, fontSize: '0.875rem' }}>
      <Link component={NextLink} href={localizePath(`/${area}/`, language)}>
        {areaTitle}
      </Link>
      {trail.map((entry) => (
        <Typography
          key={entry.pathname}
          component="span"
          sx={{ fontSize: 'inherit', color: 'text.secondary' }}
        >
          {title(entry)}
        </Typography>
      ))}
    </Breadcrumbs>
  );
}
