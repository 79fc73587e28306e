/**
 * Shown by the service worker, with the network gone, for a page this device has not read
 * before. Links lead to the areas, whose pages may have been read already.
 */
import * as React from 'react';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { HOME_AREAS } from '@/content/pages/homePage';
import type { OfflinePageProps } from '@/content/pages/offlinePage';
import type { ShellData } from '@/content/pages/shellData';
import { useTranslate } from '@/providers/UserLanguageProvider';
import AreaLayout from '@/components/layout/AreaLayout';

export default function OfflinePage({ language, versions }: OfflinePageProps & ShellData) {
  const t = useTranslate();
  const prefix = language === 'en' ? '' : `/${language}`;
  return (
    <AreaLayout
      language={language}
      path="/offline"
      title={t('shell.offline')}
      description={t('shell.offlineDescription')}
      versions={versions}
      noIndex
    >
      <Box sx={{ maxWidth: 720, mx: 'auto' }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t('shell.offline')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t('shell.offlineDescription')}</Typography>
        <ul>
          {HOME_AREAS.map((area) => (
            <li key={area}>
              <Link component={NextLink} href={`${prefix}/${area}/`}>
                {t(`areas.${area}.title`)}
              </Link>
            </li>
          ))}
          <li>
            <Link component={NextLink} href={`${prefix}/`}>
              {t('shell.backHome')}
            </Link>
          </li>
        </ul>
      </Box>
    </AreaLayout>
  );
}
