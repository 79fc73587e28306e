/** The tabs of a component page: demos, component API and hook API, each its own URL. */
import * as React from 'react';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { localizePath } from '@/core/language';
import type { DocTab } from '@/content/pages/docPage';
import type { DocsTab } from '@/core/routePatterns';
import { useUserLanguage } from '@/providers/UserLanguageProvider';

const LABELS: Record<DocsTab | 'demos', string> = {
  demos: 'Demos',
  'components-api': 'Component API',
  'hooks-api': 'Hook API',
};

export default function DocsTabs({
  tabs,
  activeTab,
}: {
  tabs: DocTab[];
  activeTab: DocsTab | null;
}) {
  const language = useUserLanguage();
  if (tabs.length === 0) {
    return null;
  }
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
      <Tabs value={activeTab ?? 'demos'} aria-label="Page sections" component="nav">
        {tabs.map(({ tab, path }) => (
          <Tab
            key={tab ?? 'demos'}
            value={tab ?? 'demos'}
            label={LABELS[tab ?? 'demos']}
            component={NextLink}
            href={localizePath(`${path}/`, language)}
            scroll={false}
            aria-current={(tab ?? null) === activeTab ? 'page' : undefined}
          />
        ))}
      </Tabs>
    </Box>
  );
}
