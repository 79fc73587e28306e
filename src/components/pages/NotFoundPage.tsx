/** The 404 page: says what happened and links to every area. */
import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HomePageProps } from '@/content/pages/homePage';
import type { ShellData } from '@/content/pages/shellData';
import { useTranslate } from '@/providers/UserLanguageProvider';
import { MuiScope } from '@/components/layout/muiScope';
import AreaLayout from '@/components/layout/AreaLayout';
import AreaLinks from './AreaLinks';

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
      canonical={false}
    >
      <MuiScope>
        <Box sx={{ maxWidth: 720, mx: 'auto' }}>
          <Typography variant="h1" sx={{ mb: 2 }}>
            {t('shell.pageNotFound')}
          </Typography>
          <Typography sx={{ mb: 3 }}>{t('shell.pageNotFoundDescription')}</Typography>
          <AreaLinks />
        </Box>
      </MuiScope>
    </AreaLayout>
  );
}
