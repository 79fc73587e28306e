/** Home: one card per area of the product family. */
import * as React from 'react';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { localizePath } from '@/core/language';
import type { HomePageProps } from '@/content/pages/homePage';
import { NAV_AREAS } from '@/core/navigationTypes';
import type { ShellData } from '@/content/pages/shellData';
import { useTranslate } from '@/providers/UserLanguageProvider';
import AreaLayout from '@/components/layout/AreaLayout';

export type { HomePageProps };

/**
 * An area's card: a plain link styled from the theme, as the shell's other controls are. Material
 * UI's Card and CardActionArea (Paper, ButtonBase and its ripple) cost this one page some 6 KiB of
 * JavaScript.
 */
const AreaCard = styled(NextLink)(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    display: 'block',
    height: '100%',
    padding: theme.spacing(2),
    border: `1px solid ${palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    textDecoration: 'none',
    transition: theme.transitions.create('background-color', {
      duration: theme.transitions.duration.shortest,
    }),
    '&:hover': { backgroundColor: palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
  };
});

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
              <AreaCard href={localizePath(`/${area}/`, language)}>
                <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
                  {t(`areas.${area}.title`)}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t(`areas.${area}.description`)}
                </Typography>
              </AreaCard>
            </li>
          ))}
        </Box>
      </Box>
    </AreaLayout>
  );
}
