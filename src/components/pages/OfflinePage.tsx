/**
 * Shown by the service worker, with the network gone, for a page this device has not read
 * before. Links lead to the areas, whose pages may have been read already.
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OfflinePageProps } from '@/content/pages/offlinePage';
import type { ShellData } from '@/content/pages/shellData';
import { useTranslate } from '@/providers/UserLanguageProvider';
import { MuiScope } from '@/components/layout/muiScope';
import AreaLayout from '@/components/layout/AreaLayout';
import AreaLinks from './AreaLinks';

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
      <MuiScope>
        <Box sx={{ maxWidth: 720, mx: 'auto' }}>
          <Typography variant="h1" sx={{ mb: 2 }}>
            {t('shell.offline')}
          </Typography>
          <Typography sx={{ mb: 3 }}>{t('shell.offlineDescription')}</Typography>
          <AreaLinks prefix={prefix} />
        </Box>
      </MuiScope>
    </AreaLayout>
  );
}
