/** The shell shared by every page: language, theme state, code preferences and API display. */
import * as React from 'react';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import dynamic from 'next/dynamic';
import type { EmotionCache } from '@emotion/cache';
// IBM Plex Sans, every script @fontsource covers plus the smaller basic latin files, all with
// `font-display: optional` (scripts/generate-fonts.ts): a late font never reflows the page.
import '../generated/fonts/ibm-plex-sans.css';
// The branding tokens the shell's static CSS reads (fonts, radius); its colours are the theme's
// CSS variables, in the shared stylesheet.
import '../src/theme/shellTokens.css';
import '../src/theme/print.css';
import { ThemeStateProvider } from '@/providers/ThemeStateProvider';
import { ServerEmotionCacheProvider } from '@/providers/ServerEmotionCache';
import { CodePreferencesProvider } from '@/providers/CodePreferencesProvider';
import { UserLanguageProvider } from '@/providers/UserLanguageProvider';
import { NavigationTreeProvider } from '@/providers/NavigationTreeProvider';
import type { NavEntry } from '@/core/navigationTypes';
import { PageLanguagesProvider } from '@/providers/PageLanguagesProvider';
import { SiteLinksProvider } from '@/providers/SiteLinksProvider';
import SiteServices from '@/components/layout/SiteServicesAfterHydration';
import HydratedMark from '@/components/layout/HydratedMark';
import CustomColorVariables from '@/components/layout/CustomColorVariables';
import PageErrorBoundary from '@/components/layout/PageErrorBoundary';
import { answerNavigationDataFromPages } from '@/components/layout/navigationDataFromPages';

// An exported site has no page data files: the router's requests for them are answered from the
// pages, from its first prefetch on (`next dev` serves the files itself).
if (typeof window !== 'undefined' && process.env.NODE_ENV === 'production') {
  answerNavigationDataFromPages(window.__NEXT_DATA__.buildId);
}

/** Shows an author's saved edits at once under `next dev`; nothing of it reaches a production build. */
const DevContentRefresh =
  process.env.NODE_ENV === 'development'
    ? dynamic(() => import('@/components/dev/DevContentRefresh'), { ssr: false })
    : () => null;

interface DocsAppProps
  extends AppProps<{ language?: string; pageLanguages?: unknown; siteLinks?: unknown }> {
  emotionCache?: EmotionCache;
  /** Server render only: the navigation tree the page names (pages/_document.tsx). */
  navigationTree?: NavEntry[] | null;
}

export default function DocsApp({
  Component,
  pageProps,
  router,
  emotionCache,
  navigationTree = null,
}: DocsAppProps) {
  // One Suspense boundary around everything lets React 18 hydrate the page in small slices
  // instead of one long task that blocks the main thread (Lighthouse's Total Blocking Time).
  // The providers sit inside it: their effects, which restore saved preferences, then run only
  // once the page has hydrated. Its demos are React roots of their own, which hydrate once the
  // page is interactive (src/components/docs/island/DemoIsland.tsx).
  return (
    <React.Suspense>
      <UserLanguageProvider language={pageProps.language ?? 'en'}>
        {/* The last resort, should the theme itself throw; pages have their own in AppFrame. */}
        <PageErrorBoundary resetKey={router.asPath}>
          <ThemeStateProvider>
            <ServerEmotionCacheProvider cache={emotionCache}>
              <CodePreferencesProvider>
                <Head>
                  <meta name="viewport" content="initial-scale=1, width=device-width" />
                </Head>
                <PageLanguagesProvider languages={pageProps.pageLanguages}>
                  <SiteLinksProvider links={pageProps.siteLinks}>
                    <NavigationTreeProvider serverTree={navigationTree}>
                      <Component {...pageProps} />
                    </NavigationTreeProvider>
                  </SiteLinksProvider>
                </PageLanguagesProvider>
                <SiteServices />
                <HydratedMark />
                <CustomColorVariables />
                <DevContentRefresh />
              </CodePreferencesProvider>
            </ServerEmotionCacheProvider>
          </ThemeStateProvider>
        </PageErrorBoundary>
      </UserLanguageProvider>
    </React.Suspense>
  );
}
