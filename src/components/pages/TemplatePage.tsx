/**
 * A template alone on its page: a bar with the way back to all templates, the template's name and
 * its source, then the live template across the whole width of the page, in the theme and colour
 * mode the reader chose. It renders the demo of its templates page, from that page's registry.
 */
import * as React from 'react';
import SiteLink from '@/components/navigation/SiteLink';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { localizePath } from '@/core/language';
import type { TemplatePageProps } from '@/content/pages/templatePage';
import type { ShellData } from '@/content/pages/shellData';
import { useTranslate } from '@/providers/UserLanguageProvider';
import { MuiScope } from '@/components/layout/muiScope';
import AreaLayout from '@/components/layout/AreaLayout';
import DemoErrorBoundary from '@/components/docs/DemoErrorBoundary';
import DemoThemeScope from '@/components/docs/DemoThemeScope';
import {
  DemoRegistryContext,
  LiveDemo,
  type DemoRegistry,
} from '@/components/docs/DemoRegistryContext';
import visuallyHidden from '@mui/utils/visuallyHidden';

function TemplatePage({
  registry,
  language,
  path,
  title,
  description,
  versions,
  heading,
  templatesPath,
  templatesTitle,
  demoId,
  sourceUrl,
}: TemplatePageProps & ShellData & { registry: DemoRegistry }) {
  const t = useTranslate();
  return (
    <AreaLayout
      language={language}
      path={path}
      title={title}
      description={description}
      versions={versions}
    >
      <MuiScope>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'baseline',
            columnGap: 3,
            rowGap: 1,
            mb: 3,
          }}
        >
          <Typography variant="h1" sx={{ fontSize: '1.75rem', flex: '1 1 auto', m: 0 }}>
            {heading}
          </Typography>
          <Link component={SiteLink} href={`${localizePath(templatesPath, language)}/`}>
            <Box
              component="span"
              aria-hidden="true"
              sx={{
                display: 'inline-block',
                marginInlineEnd: 0.5,
                // "Back" points to where the reader came from: to the right in right-to-left.
                '[dir="rtl"] &': { transform: 'scaleX(-1)' },
              }}
            >
              ←
            </Box>
            {t('shell.allTemplates')}
            <Box component="span" sx={visuallyHidden}>
              {` (${templatesTitle})`}
            </Box>
          </Link>
          <Link href={sourceUrl}>{t('shell.templateSource')}</Link>
        </Box>
        <Box
          data-template={demoId}
          sx={{
            // The template spans the page, edge to edge, below the bar.
            mx: { xs: -2, sm: -4 },
            mb: -4,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <DemoThemeScope demoId={demoId}>
            <DemoErrorBoundary name={heading}>
              <DemoRegistryContext.Provider value={registry}>
                <LiveDemo id={demoId} />
              </DemoRegistryContext.Provider>
            </DemoErrorBoundary>
          </DemoThemeScope>
        </Box>
      </MuiScope>
    </AreaLayout>
  );
}

/** The page component of the template route files, with the registry holding the templates. */
export function templatePageWithDemos(registry: DemoRegistry) {
  function TemplateRoutePage(props: TemplatePageProps & ShellData) {
    return <TemplatePage registry={registry} {...props} />;
  }
  return TemplateRoutePage;
}
