/**
 * The browser-side services, mounted once in pages/_app.tsx: the service worker registration
 * and analytics (page views, clicks, user properties, sampled web vitals). Renders nothing.
 */
import * as React from 'react';
import { useRouter } from 'next/router';
import { pathOnly, userProperties } from '@/core/analyticsPayloads';
import {
  analyticsMeasurementId,
  createWarnOnce,
  installGtag,
  listenForClicks,
  reportWebVitals,
  sendPageView,
  sendToGtag,
} from '@/analytics';
import { registerServiceWorker } from '@/serviceWorker/register';
import { useThemeState } from '@/providers/ThemeStateProvider';
import { useCodePreferences } from '@/providers/CodePreferencesProvider';
import { useUserLanguage } from '@/providers/UserLanguageProvider';

function useAnalyticsOn(): boolean {
  const [on, setOn] = React.useState(false);
  React.useEffect(() => {
    const id = analyticsMeasurementId();
    if (id === null) {
      return undefined;
    }
    const warn = createWarnOnce();
    installGtag(id, warn);
    reportWebVitals(Math.random, warn);
    setOn(true);
    return listenForClicks(Math.random);
  }, []);
  return on;
}

function usePageViews(on: boolean): void {
  const { asPath, isReady } = useRouter();
  const lastPath = React.useRef<string | null>(null);
  const path = pathOnly(asPath);
  React.useEffect(() => {
    if (!on || !isReady || lastPath.current === path) {
      return;
    }
    lastPath.current = path;
    sendPageView(path);
  }, [on, isReady, path]);
}

function useOsColorScheme(): 'light' | 'dark' {
  const [scheme, setScheme] = React.useState<'light' | 'dark'>('light');
  React.useEffect(() => {
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const update = () => setScheme(query.matches ? 'dark' : 'light');
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return scheme;
}

function useUserProperties(on: boolean): void {
  const { state, modePreference } = useThemeState();
  const { codeVariant, codeStyling } = useCodePreferences();
  const userLanguage = useUserLanguage();
  const colorSchemeOS = useOsColorScheme();
  React.useEffect(() => {
    if (!on) {
      return;
    }
    sendToGtag(
      'set',
      'user_properties',
      userProperties({
        colorMode: modePreference,
        colorSchemeOS,
        direction: state.direction,
        userLanguage,
        codeVariant,
        codeStyling,
      }),
    );
  }, [on, modePreference, colorSchemeOS, state.direction, userLanguage, codeVariant, codeStyling]);
}

export default function SiteServices(): null {
  React.useEffect(() => {
    registerServiceWorker(createWarnOnce());
  }, []);
  const on = useAnalyticsOn();
  // User properties first, so that the first page view carries them.
  useUserProperties(on);
  usePageViews(on);
  return null;
}
