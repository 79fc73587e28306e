/** The frame of every page: header controls, the area's navigation when there is one, and <head>. */
import * as React from 'react';
import { useRouter } from 'next/router';
import type { NavEntry } from '@/core/navigationTypes';
import type { Language } from '@/core/language';
import type { VersionedProduct } from '@/content/versions';
import { useTranslate } from '@/providers/UserLanguageProvider';
import dynamic from 'next/dynamic';
import AppFrame from './AppFrame';
import HeaderButton from './HeaderButton';
import { MenuIcon } from './HeaderIcons';
import MountOnceOpened from './MountOnceOpened';
import LanguageMenu from './LanguageMenu';
import PageHead from './PageHead';
import ProductSwitcher from './ProductSwitcher';
import { lazyWithMui } from './muiScope';
import styles from './AreaLayout.module.css';

// The navigation column (its tree, icons and badges) comes with the pages that have one, before
// they hydrate: pages without (home, blog, versions) do not download it.
const AppNavDrawer = dynamic(() => import('@/components/navigation/AppNavDrawer'));

// The phone and tablet drawer (Drawer, Modal, Slide) loads the first time it opens.
const MobileNavDrawer = lazyWithMui(() => import('@/components/navigation/MobileNavDrawer'));

export interface AreaLayoutProps {
  language: Language;
  path: string;
  title: string;
  description: string;
  versions: Record<VersionedProduct, string>;
  navigation?: NavEntry[];
  /** The navigation entry to mark as current (defaults to the page path). */
  activePath?: string;
  noIndex?: boolean;
  /** False for a page served at any URL (the 404 page): it names no canonical URL. */
  canonical?: boolean;
  children: React.ReactNode;
}

export default function AreaLayout({
  language,
  path,
  title,
  description,
  versions,
  navigation = [],
  activePath = path,
  noIndex,
  canonical,
  children,
}: AreaLayoutProps) {
  const t = useTranslate();
  const router = useRouter();
  const [mobileOpen, setMobileOpen] = React.useState(false);
  React.useEffect(() => setMobileOpen(false), [router.asPath]);
  const hasNavigation = navigation.length > 0;

  return (
    <>
      <PageHead
        title={title}
        description={description}
        path={path}
        language={language}
        noIndex={noIndex}
        canonical={canonical}
      />
      <AppFrame
        headerStart={
          // The drawer holds the product switcher, so every page has it on phones; pages with a
          // navigation tree have it until the navigation column appears (md).
          <HeaderButton
            icon={<MenuIcon />}
            name={t('shell.openNavigation')}
            labelFrom="never"
            gaAction="menu"
            onClick={() => setMobileOpen(true)}
            className={hasNavigation ? styles.menuUntilMd : styles.menuUntilSm}
          />
        }
        headerAfterLogo={<ProductSwitcher path={path} versions={versions} />}
        headerEnd={<LanguageMenu canonicalPath={path} />}
        navigation={
          hasNavigation ? <AppNavDrawer entries={navigation} activePath={activePath} /> : null
        }
      >
        {children}
      </AppFrame>
      <MountOnceOpened open={mobileOpen}>
        <MobileNavDrawer
          entries={navigation}
          activePath={activePath}
          path={path}
          versions={versions}
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
        />
      </MountOnceOpened>
    </>
  );
}
