/** One component's or hook's API: import, props, slots, CSS classes, demos and source. */
import * as React from 'react';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApiDoc, ApiProp } from '@/content/api/types';
import { demoteHeadings } from '@/core/demoteHeadings';
import { localizePath } from '@/core/language';
import { interpolate } from '@/core/i18n';
import {
  useTranslate,
  useUserLanguage,
  type TranslateFunction,
} from '@/providers/UserLanguageProvider';
import CodeBlock from '@/components/code/CodeBlock';
import ApiDisplayToggle from './ApiDisplayToggle';
import ApiEntries, { type ApiEntry } from './ApiEntries';
import type { ApiSection } from '@/core/apiDisplay';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function propEntries(props: ApiProp[], prefix: string, t: TranslateFunction): ApiEntry[] {
  return props.map((prop) => ({
    id: `${prefix}-${prop.name}`,
    name: prop.name,
    facts: [
      { label: t('api.type'), value: prop.type },
      { label: t('api.default'), value: prop.defaultValue ?? '—' },
    ],
    descriptionHtml: prop.description,
    required: prop.required,
    deprecated: prop.deprecated,
  }));
}

function Section({
  id,
  title,
  section,
  entries,
  headingLevel,
}: {
  id: string;
  title: string;
  section: ApiSection | null;
  entries: ApiEntry[];
  headingLevel: 'h2' | 'h3';
}) {
  if (entries.length === 0) {
    return null;
  }
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 4 }}>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          mb: 1,
        }}
      >
        <Typography id={id} component={headingLevel} variant="h3">
          <a href={`#${id}`} className="heading-anchor">
            {title}
          </a>
        </Typography>
        {section ? <ApiDisplayToggle section={section} /> : null}
      </Stack>
      {section ? (
        <ApiEntries section={section} entries={entries} />
      ) : (
        <ApiEntries section="props" entries={entries} />
      )}
    </Box>
  );
}

export default function ApiContent({
  doc,
  headingLevel = 'h2',
  idPrefix = '',
}: {
  doc: ApiDoc;
  headingLevel?: 'h2' | 'h3';
  idPrefix?: string;
}) {
  const language = useUserLanguage();
  const t = useTranslate();
  const importCode = doc.imports.join('\n');
  const p = idPrefix;
  return (
    <Box>
      {doc.description ? (
        <Box
          className="api-description"
          // Its headings rank with this content's own (Import, Props): one level below the
          // component's heading when shown inside a docs tab.
          dangerouslySetInnerHTML={{
            __html: demoteHeadings(doc.description, headingLevel === 'h3' ? 1 : 0),
          }}
        />
      ) : null}
      <Typography id={`${p}import`} component={headingLevel} variant="h3" sx={{ mt: 3 }}>
        <a href={`#${p}import`} className="heading-anchor">
          {t('api.import')}
        </a>
      </Typography>
      <CodeBlock
        code={importCode}
        html={`<pre class="shiki"><code>${escapeHtml(importCode)}</code></pre>`}
        language="js"
      />
      {doc.inheritance ? (
        <Typography variant="body2">
          {(() => {
            const [before, after] = t('api.inheritance').split('{component}');
            const inheritance = doc.inheritance;
            return (
              <>
                {before}
                {inheritance.pathname ? (
                  <Link
                    component={NextLink}
                    href={localizePath(`${inheritance.pathname}/`, language)}
                    underline="always"
                  >
                    {inheritance.component}
                  </Link>
                ) : (
                  <code>{inheritance.component}</code>
                )}
                {after}
              </>
            );
          })()}
        </Typography>
      ) : null}
      <Section
        id={`${p}props`}
        title={t('api.props')}
        section="props"
        entries={propEntries(doc.props, `${p}prop`, t)}
        headingLevel={headingLevel}
      />
      <Section
        id={`${p}parameters`}
        title={t('api.parameters')}
        section="props"
        entries={propEntries(doc.parameters, `${p}parameter`, t)}
        headingLevel={headingLevel}
      />
      <Section
        id={`${p}return-value`}
        title={t('api.returnValue')}
        section="props"
        entries={propEntries(doc.returnValue, `${p}return-value`, t)}
        headingLevel={headingLevel}
      />
      <Section
        id={`${p}slots`}
        title={t('api.slots')}
        section="slots"
        headingLevel={headingLevel}
        entries={doc.slots.map((slot) => ({
          id: `${p}slot-${slot.name}`,
          name: slot.name,
          facts: [
            { label: t('api.default'), value: slot.defaultComponent ?? '—' },
            { label: t('api.class'), value: slot.className ?? '—' },
          ],
          descriptionHtml: slot.description,
        }))}
      />
      <Section
        id={`${p}classes`}
        title={t('api.classes')}
        section="classes"
        headingLevel={headingLevel}
        entries={doc.classes.map((cssClass) => ({
          id: `${p}class-${cssClass.key}`,
          name: cssClass.key,
          facts: [{ label: t('api.className'), value: `.${cssClass.className}` }],
          descriptionHtml: cssClass.description,
        }))}
      />
      {doc.demos.length > 0 ? (
        <Box component="section" aria-labelledby={`${p}demos`} sx={{ mt: 4 }}>
          <Typography id={`${p}demos`} component={headingLevel} variant="h3">
            {t('api.demos')}
          </Typography>
          <ul>
            {doc.demos.map((demo) => (
              <li key={demo.pathname}>
                <Link component={NextLink} href={localizePath(`${demo.pathname}/`, language)}>
                  {demo.title}
                </Link>
              </li>
            ))}
          </ul>
        </Box>
      ) : null}
      <Typography variant="body2" sx={{ mt: 4 }}>
        <Link href={doc.sourceUrl}>
          {interpolate(t('api.sourceCode'), {
            name: doc.name,
            package: doc.packageName,
            version: doc.packageVersion,
          })}
        </Link>
      </Typography>
    </Box>
  );
}
