/** Previous and next pages, following the navigation tree. */
import * as React from 'react';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { entryHref, getPrevNext } from '@/core/navigation';
import type { NavEntry } from '@/core/navigationTypes';
import { localizePath } from '@/core/language';
import { useTranslate, useUserLanguage } from '@/providers/UserLanguageProvider';
import { useNavTitle } from './useNavTitle';

export default function PrevNextLinks({ entries, path }: { entries: NavEntry[]; path: string }) {
  const t = useTranslate();
  const language = useUserLanguage();
  const title = useNavTitle();
  const { prev, next } = getPrevNext(entries, path);
  if (!prev && !next) {
    return null;
  }
  return (
    <Box
      component="nav"
      className="prev-next"
      aria-label={`${t('shell.previous')} / ${t('shell.next')}`}
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        mt: 6,
        pt: 3,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {prev ? (
        <Link component={NextLink} href={localizePath(entryHref(prev), language)} rel="prev">
          ‹ {t('shell.previous')}: {title(prev) ?? ''}
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link component={NextLink} href={localizePath(entryHref(next), language)} rel="next">
          {t('shell.next')}: {title(next) ?? ''} ›
        </Link>
      ) : null}
    </Box>
  );
}
