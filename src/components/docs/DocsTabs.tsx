/**
 * The tabs of a component page: demos, component API and hook API, each its own URL. They are
 * links between pages, so they are a navigation landmark of links with `aria-current` on the page
 * shown, styled as tabs, rather than an ARIA tab list, which promises panels on the same page.
 */
import * as React from 'react';
import SiteLink from '@/components/navigation/SiteLink';
import { localizePath } from '@/core/language';
import type { DocTab } from '@/content/pages/docPage';
import type { DocsTab } from '@/core/routeKinds';
import { useTranslate, useUserLanguage } from '@/providers/UserLanguageProvider';
import styles from './DocsTabs.module.css';

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
    <nav className={`docs-tabs ${styles.tabs}`} aria-label={t('tabs.sections')}>
      {tabs.map(({ tab, path }) => (
        <SiteLink
          key={tab ?? 'demos'}
          href={localizePath(`${path}/`, language)}
          scroll={false}
          aria-current={(tab ?? null) === activeTab ? 'page' : undefined}
        >
          {t(LABEL_KEYS[tab ?? 'demos'])}
        </SiteLink>
      ))}
    </nav>
  );
}
