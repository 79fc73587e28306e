/** The 404 page: says what happened and links to every area. */
import * as React from 'react';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { HOME_AREAS, type HomePageProps } from '@/content/pages/homePage';
import type { ShellData } from '@/content/pages/shellData';
import { useTranslate } from '@/providers/UserLanguageProvider';
import AreaLayout from '@/components/layout/AreaLayout';

export default function NotFoundPage({ language, versions }: HomePageProps & ShellData) {
  const t = useTranslate();
  return (
    <AreaLayout
      language={language}
      path="/404"
      title={t('shell.pageNotFound')}
      description={t('shell.pageNotFoundDescription')}
      versions={versions}
      noIndex
    >
      <Box sx={{ maxWidth: 720, mx: 'auto' }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t('shell.pageNotFound')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t('shell.pageNotFoundDescription')}</Typography>
        <ul>
          {HOME_AREAS.map((area) => (
            <li key={area}>
              <Link component={NextLink} href={`/${area}/`}>
                {t(`areas.${area}.title`)}
              </Link>
            </li>
          ))}
          <li>
            <Link component={NextLink} href="/">
              {t('shell.backHome')}
            </Link>
          </li>
        </ul>
      </Box>
    </AreaLayout>
  );
}
