/**
 * The contexts a demo reads from the page (language, theme state, code preferences, the route's
 * demo registry, the server's emotion cache, Next's router: the icon finder keeps its search in
 * the URL), carried across to the demo's own React root
 * (DemoIsland.tsx): a root of its own does not see the providers of the page's root, so the page
 * reads their values where the island sits and the island provides the same values again.
 */
import * as React from 'react';
import type { EmotionCache } from '@emotion/cache';
import { UserLanguageContext, type UserLanguageValue } from '@/providers/UserLanguageProvider';
import { ThemeStateContext, type ThemeStateContextValue } from '@/providers/ThemeStateProvider';
import {
  CodePreferencesContext,
  type CodePreferencesValue,
} from '@/providers/CodePreferencesProvider';
import { ServerEmotionCacheContext } from '@/providers/ServerEmotionCache';
// Where next/router's useRouter reads the router from (a page's root has it from Next's app).
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { DemoRegistryContext, type DemoRegistry } from '../DemoRegistryContext';

export interface BridgedValues {
  language: UserLanguageValue | null;
  themeState: ThemeStateContextValue | null;
  codePreferences: CodePreferencesValue | null;
  registry: DemoRegistry;
  serverEmotionCache: EmotionCache | undefined;
  router: NextRouter | null;
}

/** The page's values where it is called; a new object only when one of them changes. */
export function useBridgedValues(): BridgedValues {
  const language = React.useContext(UserLanguageContext);
  const themeState = React.useContext(ThemeStateContext);
  const codePreferences = React.useContext(CodePreferencesContext);
  const registry = React.useContext(DemoRegistryContext);
  const serverEmotionCache = React.useContext(ServerEmotionCacheContext);
  const router = React.useContext(RouterContext);
  return React.useMemo(
    () => ({ language, themeState, codePreferences, registry, serverEmotionCache, router }),
    [language, themeState, codePreferences, registry, serverEmotionCache, router],
  );
}

/** Provides `values` to the island's tree, as the page's providers do to the page. */
export function IslandBridge({
  values,
  children,
}: {
  values: BridgedValues;
  children: React.ReactNode;
}) {
  return (
    <UserLanguageContext.Provider value={values.language}>
      <ThemeStateContext.Provider value={values.themeState}>
        <CodePreferencesContext.Provider value={values.codePreferences}>
          <DemoRegistryContext.Provider value={values.registry}>
            <ServerEmotionCacheContext.Provider value={values.serverEmotionCache}>
              <RouterContext.Provider value={values.router}>{children}</RouterContext.Provider>
            </ServerEmotionCacheContext.Provider>
          </DemoRegistryContext.Provider>
        </CodePreferencesContext.Provider>
      </ThemeStateContext.Provider>
    </UserLanguageContext.Provider>
  );
}
