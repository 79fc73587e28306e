/**
 * The tabs of a component page: demos, component API and hook API, each its own URL. They are
 * links between pages, so they are a navigation landmark of links with `aria-current` on the page
 * shown, styled as tabs, rather than an ARIA tab list, which promises panels on the same page.
 */
import * as React from 'react';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import { localizePath } from '@/core/language';
import type { DocTab } from '@/content/pages/docPage';
import type { DocsTab } from '@/core/routeKinds';
import { useTranslate, useUserLanguage } from '@/providers/UserLanguageProvider';

const LABEL_KEYS: Record<DocsTab | 'demos', string> = {
  demos: 'tabs.demos',
  'components-api': 'tabs.componentsApi',
  'hooks-api': 'tabs.hooksApi',
};

export default function DocsTabs({
  tabs,
  activeTab,
}: {
  tabs: DocTab[];
  activeTab: DocsTab | null;
}) {
  const language = useUserLanguage();
  const t = useTranslate();
  if (tabs.length === 0) {
    return null;
  }
  return (
    <Box
      component="nav"
      className="docs-tabs"
      aria-label={t('tabs.sections')}
      sx={(theme) => ({
        display: 'flex',
        overflowX: 'auto',
        borderBottom: 1,
        borderColor: 'divider',
        mb: 3,
        '& a': {
          display: 'inline-flex',
          alignItems: 'center',
          flexShrink: 0,
          minHeight: 48,
          px: 2,
          py: 1.5,
          borderBottom: '2px solid transparent',
          color: 'text.secondary',
          fontSize: '0.875rem',
          fontWeight: 600,
          textDecoration: 'none',
        },
        '& a:hover': { color: 'text.primary' },
        '& a:focus-visible': {
          outline: `2px solid ${theme.vars.palette.primary.main}`,
          outlineOffset: -2,
        },
        '& a[aria-current="page"]': {
          color: 'primary.dark',
          borderBottomColor: 'primary.main',
          [theme.getColorSchemeSelector('dark')]: { color: 'primary.light' },
        },
      })}
    >
      {tabs.map(({ tab, path }) => (
        <NextLink
          key={tab ?? 'demos'}
          href={localizePath(`${path}/`, language)}
          scroll={false}
          aria-current={(tab ?? null) === activeTab ? 'page' : undefined}
        >
          {t(LABEL_KEYS[tab ?? 'demos'])}
        </NextLink>
      ))}
    </Box>
  );
}
