/**
 * A live demo: the real component, and its source in the visitor's code language (JS or TS) and
 * styling (system, Tailwind, CSS). `#Name.js` / `#Name.tsx` links open the source in that language.
 * Pro and Premium demos run too: without a licence key, MUI X draws its own watermark over them.
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import dynamic from 'next/dynamic';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import { interpolate } from '@/core/i18n';
import { localizePath } from '@/core/language';
import { safeDecode } from '@/core/safeDecode';
import { SEARCH_IGNORE_PROPS } from '@/core/searchMarkers';
import { DEMO_ATTRIBUTE } from '@/providers/demoHydrationGate';
import type { DemoCode, DemoData } from '@/content/demos/loadDemos';
import { useCodePreferences } from '@/providers/CodePreferencesProvider';
import { useTranslate, useUserLanguage } from '@/providers/UserLanguageProvider';
import '@/providers/strings/demoStrings';
import '@/providers/strings/settingsStrings';
import { LiveDemo } from './DemoRegistryContext';
import CodeBlock from '@/components/code/CodeBlock';
import { pickDemoVariant } from './pickDemoVariant';
import type DemoThemeScope from './DemoThemeScope';
import DemoErrorBoundary from './DemoErrorBoundary';
import DemoToolbar from './DemoToolbar';
import { useHydrated } from '@/components/layout/useHydrated';
import { openInStackBlitz } from './openInStackBlitz';
import { useDemoCode } from './useDemoCode';

// Pro and Premium demos run inside the site's MUI X licence key: loaded only by pages that have one,
// and in the browser only (a commercial grid renders nothing useful on the server, and its licence
// check must not differ between the two renders).
const MuiXLicenseScope = dynamic(() => import('./MuiXLicenseScope'), { ssr: false });

const STYLING_LABEL_KEYS = {
  system: 'settings.muiSystem',
  tailwind: 'settings.tailwind',
  css: 'settings.css',
} as const;

export default function Demo({
  demo,
  ThemeScope,
}: {
  demo: DemoData;
  /** DemoThemeScope, passed in by MarkdownContent (see there why it is not imported here). */
  ThemeScope: typeof DemoThemeScope;
}) {
  const t = useTranslate();
  const language = useUserLanguage();
  const { codeVariant, codeStyling, setCodeVariant } = useCodePreferences();
  const { styling, variant } = pickDemoVariant(demo, codeStyling);
  const [expanded, setExpanded] = React.useState(false);
  // Bumped by "Reset demo": a new key mounts the demo afresh, in its first state.
  const [resets, setResets] = React.useState(0);
  // Pro and Premium demos mount after hydration. `ssr: false` alone is not enough: in the browser
  // next/dynamic renders at once when the chunk has already arrived, which it does for the second
  // such demo of a page when the first loaded it while the page was still hydrating in slices;
  // that demo then hydrated against the server's empty box (React errors 418 and 422).
  // Asked by licensed demos only: the answer changes after hydration, and that change is an urgent
  // render of the whole demo, which every other demo would pay for nothing.
  const hydrated = useHydrated(Boolean(demo.plan));

  React.useEffect(() => {
    const hash = safeDecode(window.location.hash.slice(1));
    if (hash === `${demo.anchor}.js` || hash === `${demo.anchor}.tsx`) {
      setExpanded(true);
      // The hash names the source, not an element: bring the demo into view.
      document.getElementById(demo.anchor)?.scrollIntoView();
    }
  }, [demo.anchor]);

  const { code, failed, load } = useDemoCode(variant.code);
  // Shown code arrives from its file the first time (Show code, a `#Name.tsx` link, another styling).
  React.useEffect(() => {
    if (expanded && code === null) {
      load().catch((error: unknown) => console.error(error));
    }
  }, [expanded, code, load]);

  const sourceIn = (loaded: DemoCode) =>
    codeVariant === 'JS'
      ? { code: loaded.jsCode, html: loaded.jsHtml, language: 'jsx' }
      : { code: loaded.tsCode, html: loaded.tsHtml, language: 'tsx' };

  const openProject = async () => {
    // The reader's click allows the new tab for a few seconds: long enough to fetch the code.
    const loaded = await load();
    await openInStackBlitz({
      name: demo.name,
      id: variant.id,
      code: sourceIn(loaded).code,
      language: codeVariant,
      styling,
      versions: loaded.versions,
      modules: loaded.modules.map((module) => ({
        specifier: module.specifier,
        path: module.path,
        code: codeVariant === 'JS' ? module.jsCode : module.tsCode,
      })),
      pageUrl: window.location.href.split('#')[0],
    });
  };

  // The same element while the demo and its resets are: a change of the code preferences or of the
  // toolbar re-renders this section, not the live demo with all its styled components.
  const live = React.useMemo(
    () => (
      <DemoErrorBoundary key={`${variant.id}:${resets}`} name={demo.name}>
        <ThemeScope demoId={variant.id}>
          <LiveDemo id={variant.id} />
        </ThemeScope>
      </DemoErrorBoundary>
    ),
    [variant.id, resets, demo.name, ThemeScope],
  );

  return (
    <Box
      id={demo.anchor}
      component="section"
      aria-label={demo.name}
      {...SEARCH_IGNORE_PROPS}
      {...{ [DEMO_ATTRIBUTE]: '' }}
      sx={{ my: 3, scrollMarginTop: 80 }}
    >
      {demo.plan ? (
        <Typography variant="body2" sx={{ mb: 1 }}>
          <Box
            component="span"
            data-plan={demo.plan}
            sx={{
              marginInlineEnd: 1,
              px: 0.75,
              borderRadius: 1,
              fontSize: '0.75rem',
              fontWeight: 700,
              border: 1,
              borderColor: 'divider',
            }}
          >
            {t(`badges.${demo.plan}`)}
          </Box>
          <Link href={localizePath('/x/introduction/licensing/', language)} underline="always">
            {t('demo.licensing')}
          </Link>
        </Typography>
      ) : null}
      {/* Positioned, as the demos assume: what a demo places absolutely (MUI X's licence
          watermark, over a Pro or Premium component) stays within its box. */}
      <Box
        className="demo-preview"
        sx={{
          position: 'relative',
          p: 3,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'auto',
        }}
      >
        {demo.plan ? hydrated ? <MuiXLicenseScope>{live}</MuiXLicenseScope> : null : live}
      </Box>
      {styling !== codeStyling ? (
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {interpolate(t('demo.noStylingVariant'), {
            missing: t(STYLING_LABEL_KEYS[codeStyling]),
            shown: t(STYLING_LABEL_KEYS[styling]),
          })}
        </Typography>
      ) : null}
      <DemoToolbar
        demoId={variant.id}
        codeVariant={codeVariant}
        onCodeVariant={setCodeVariant}
        expanded={expanded}
        onToggleCode={() => setExpanded((value) => !value)}
        onOpenStackBlitz={
          variant.openable
            ? () => {
                openProject().catch((error: unknown) => console.error(error));
              }
            : undefined
        }
        onReset={() => setResets((count) => count + 1)}
        sourceUrl={variant.sourceUrl}
        onCodeWanted={() => {
          // Fetched ahead of the click; a failure shows when the reader does ask.
          load().catch(() => undefined);
        }}
      />
      {expanded && code !== null ? <CodeBlock {...sourceIn(code)} /> : null}
      {expanded && failed ? (
        <Typography role="alert" variant="body2" sx={{ mt: 1, color: 'error.main' }}>
          {t('demo.codeUnavailable')}
        </Typography>
      ) : null}
    </Box>
  );
}
