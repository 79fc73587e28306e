/**
 * A live demo: the real component, and its source in the visitor's code language (JS or TS) and
 * styling (system, Tailwind, CSS). `#Name.js` / `#Name.tsx` links open the source in that language.
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import type { CodeVariant } from '@/core/codePreferences';
import { rendersLive } from '@/core/demoPlan';
import { localizePath } from '@/core/language';
import { safeDecode } from '@/core/safeDecode';
import { SEARCH_IGNORE_PROPS } from '@/core/searchMarkers';
import type { DemoData } from '@/content/demos/loadDemos';
import { useCodePreferences } from '@/providers/CodePreferencesProvider';
import { useTranslate, useUserLanguage } from '@/providers/UserLanguageProvider';
import { useDemoRegistry } from './DemoRegistryContext';
import CodeBlock from '@/components/code/CodeBlock';
import { pickDemoVariant } from './pickDemoVariant';
import type DemoThemeScope from './DemoThemeScope';
import DemoErrorBoundary from './DemoErrorBoundary';
import { logicalToggleGroupSx } from '@/components/layout/logicalToggleGroup';

const STYLING_LABEL_KEYS = {
  system: 'settings.muiSystem',
  tailwind: 'settings.tailwind',
  css: 'settings.css',
} as const;

/** The registered component of a demo; a missing one throws into the demo's error box. */
function LiveDemo({ id }: { id: string }) {
  const demoRegistry = useDemoRegistry();
  const Component = demoRegistry[id];
  if (!Component) {
    const folder = id.slice(0, id.lastIndexOf('/') + 1);
    const available = Object.keys(demoRegistry).filter((name) => name.startsWith(folder));
    throw new Error(`Module not found: ${id}. Available: ${available.join(', ') || 'none'}`);
  }
  return <Component />;
}

/** The licence key the site was built with, for the Pro and Premium demos. */
const LICENSE_KEY = process.env.NEXT_PUBLIC_MUI_X_LICENSE_KEY;

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
  const live = rendersLive(demo.plan, LICENSE_KEY);
  const { codeVariant, codeStyling, setCodeVariant } = useCodePreferences();
  const { styling, variant } = pickDemoVariant(demo, codeStyling);
  // Without a licence key a commercial demo cannot run: its source is what there is to read.
  const [expanded, setExpanded] = React.useState(!live);

  React.useEffect(() => {
    const hash = safeDecode(window.location.hash.slice(1));
    if (hash === `${demo.anchor}.js` || hash === `${demo.anchor}.tsx`) {
      setExpanded(true);
      // The hash names the source, not an element: bring the demo into view.
      document.getElementById(demo.anchor)?.scrollIntoView();
    }
  }, [demo.anchor]);

  const source =
    codeVariant === 'JS'
      ? { code: variant.jsCode, html: variant.jsHtml, language: 'jsx' }
      : { code: variant.tsCode, html: variant.tsHtml, language: 'tsx' };

  return (
    <Box
      id={demo.anchor}
      component="section"
      aria-label={demo.name}
      {...SEARCH_IGNORE_PROPS}
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
      <Box
        className="demo-preview"
        sx={{ p: 3, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'auto' }}
      >
        {live ? (
          <DemoErrorBoundary key={variant.id} name={demo.name}>
            <ThemeScope demoId={variant.id}>
              <LiveDemo id={variant.id} />
            </ThemeScope>
          </DemoErrorBoundary>
        ) : (
          <Typography variant="body2" data-testid="demo-needs-license">
            {t('demo.needsLicense')}
          </Typography>
        )}
      </Box>
      {styling !== codeStyling ? (
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          This demo has no {t(STYLING_LABEL_KEYS[codeStyling])} variant; it is shown with{' '}
          {t(STYLING_LABEL_KEYS[styling])}.
        </Typography>
      ) : null}
      {/* Gaps rather than margins (the same in both directions before the scripts run), and
          wrapping, so a phone fits more buttons. */}
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        className="demo-toolbar"
        sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1 }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={codeVariant}
          aria-label={t('settings.codeLanguage')}
          sx={logicalToggleGroupSx}
          onChange={(_event, next: CodeVariant | null) => {
            if (next) {
              setCodeVariant(next);
            }
          }}
        >
          <ToggleButton value="JS">JS</ToggleButton>
          <ToggleButton value="TS">TS</ToggleButton>
        </ToggleButtonGroup>
        <Button
          size="small"
          color="secondary"
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Hide code' : 'Show code'}
        </Button>
      </Stack>
      {expanded ? <CodeBlock {...source} /> : null}
    </Box>
  );
}
