/** Home: one card per area of the product family. */
import * as React from 'react';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { localizePath } from '@/core/language';
import type { HomePageProps } from '@/content/pages/homePage';
import { NAV_AREAS } from '@/core/navigationTypes';
import type { ShellData } from '@/content/pages/shellData';
import { useTranslate } from '@/providers/UserLanguageProvider';
import AreaLayout from '@/components/layout/AreaLayout';

export type { HomePageProps };

export default function HomePage({
  language,
  path,
  description,
  versions,
}: HomePageProps & ShellData) {
  const t = useTranslate();
  return (
    <AreaLayout
      language={language}
      path={path}
      title={t('home.title')}
      description={description}
      versions={versions}
    >
      <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t('home.title')}
        </Typography>
        <Typography sx={{ fontSize: '1.125rem', color: 'text.secondary', mb: 4 }}>
          {t('home.lead')}
        </Typography>
        <Typography variant="h2" sx={{ mb: 2 }}>
          {t('home.areas')}
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {NAV_AREAS.map((area) => (
            <li key={area}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea
                  component={NextLink}
                  href={localizePath(`/${area}/`, language)}
                  sx={{ height: '100%' }}
                >
                  <CardContent>
                    <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
                      {t(`areas.${area}.title`)}
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t(`areas.${area}.description`)}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Box>
      </Box>
    </AreaLayout>
  );
}
