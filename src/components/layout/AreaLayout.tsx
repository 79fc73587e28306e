/** The frame of every page: header controls, the area's navigation when there is one, and <head>. */
import * as React from 'react';
import { useRouter } from 'next/router';
import type { NavEntry } from '@/core/navigationTypes';
import type { Language } from '@/core/language';
import type { VersionedProduct } from '@/content/versions';
import { useTranslate } from '@/providers/UserLanguageProvider';
import AppNavDrawer from '@/components/navigation/AppNavDrawer';
import AppFrame from './AppFrame';
import ShellButton from './ShellButton';
import LanguageMenu from './LanguageMenu';
import PageHead from './PageHead';
import ProductSwitcher from './ProductSwitcher';

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
      />
      <AppFrame
        headerStart={
          hasNavigation ? (
            <ShellButton
              type="button"
              variant="icon"
              onClick={() => setMobileOpen(true)}
              aria-label={t('shell.openNavigation')}
              sx={{ display: { md: 'none' } }}
            >
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path fill="currentColor" d="M3 18h18v-2H3v2zm0-5h18v-2H3v2zm0-7v2h18V6H3z" />
              </svg>
            </ShellButton>
          ) : null
        }
        headerEnd={
          <>
            <ProductSwitcher path={path} versions={versions} />
            <LanguageMenu canonicalPath={path} />
          </>
        }
        navigation={
          hasNavigation ? (
            <AppNavDrawer
              entries={navigation}
              activePath={activePath}
              mobileOpen={mobileOpen}
              onMobileClose={() => setMobileOpen(false)}
            />
          ) : null
        }
      >
        {children}
      </AppFrame>
    </>
  );
}
