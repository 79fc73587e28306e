/** One component's or hook's API: import, props, slots, CSS classes, demos and source. */
import * as React from 'react';
import SiteLink from '@/components/navigation/SiteLink';
import type { ApiDoc, ApiProp } from '@/content/api/types';
import { demoteHeadings } from '@/core/demoteHeadings';
import { localizePath } from '@/core/language';
import { interpolate } from '@/core/i18n';
import {
  useTranslate,
  useUserLanguage,
  type TranslateFunction,
} from '@/providers/UserLanguageProvider';
import '@/providers/strings/apiStrings';
import CodeBlock from '@/components/code/CodeBlock';
import { HEADINGS_CLASS } from '@/components/docs/headingStyles';
import { TEXT_LINK_CLASS } from '@/components/layout/textLink';
import styles from './ApiContent.module.css';
import ApiDisplayToggle from './ApiDisplayToggle';
import ApiEntries, { type ApiEntry } from './ApiEntries';
import ApiNotes from './ApiNotes';
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
    callback: prop.callback,
  }));
}

/** A section heading that links to itself, styled by headingStyles like a Markdown heading's. */
function SectionHeading({
  id,
  level,
  children,
}: {
  id: string;
  level: 'h2' | 'h3';
  children: React.ReactNode;
}) {
  const Heading = level;
  return (
    <Heading id={id}>
      <a href={`#${id}`} className="heading-anchor">
        {children}
      </a>
    </Heading>
  );
}

function Section({
  id,
  title,
  section,
  entries,
  headingLevel,
  label,
}: {
  id: string;
  title: string;
  section: ApiSection | null;
  entries: ApiEntry[];
  headingLevel: 'h2' | 'h3';
  /** Names the entries in the table layout when they are not the section's (properties). */
  label?: string;
}) {
  if (entries.length === 0) {
    return null;
  }
  return (
    <section aria-labelledby={id}>
      <div className="api-section-heading">
        <SectionHeading id={id} level={headingLevel}>
          {title}
        </SectionHeading>
        {section ? <ApiDisplayToggle section={section} /> : null}
      </div>
      {section ? (
        <ApiEntries section={section} entries={entries} label={label} />
      ) : (
        <ApiEntries section="props" entries={entries} />
      )}
    </section>
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
    <div className={`api-content ${HEADINGS_CLASS} ${styles.content}`}>
      {doc.description ? (
        <div
          className="api-description"
          // Its headings rank with this content's own (Import, Props): one level below the
          // component's heading when shown inside a docs tab.
          dangerouslySetInnerHTML={{
            __html: demoteHeadings(doc.description, headingLevel === 'h3' ? 1 : 0),
          }}
        />
      ) : null}
      <SectionHeading id={`${p}import`} level={headingLevel}>
        {t('api.import')}
      </SectionHeading>
      <CodeBlock
        code={importCode}
        html={`<pre class="shiki"><code>${escapeHtml(importCode)}</code></pre>`}
        language="js"
      />
      {doc.inheritance ? (
        <p className={styles.body2}>
          {(() => {
            const [before, after] = t('api.inheritance').split('{component}');
            const inheritance = doc.inheritance;
            return (
              <>
                {before}
                {inheritance.pathname ? (
                  <SiteLink
                    href={localizePath(`${inheritance.pathname}/`, language)}
                    className={`${TEXT_LINK_CLASS} ${styles.underlined}`}
                  >
                    {inheritance.component}
                  </SiteLink>
                ) : (
                  <code>{inheritance.component}</code>
                )}
                {after}
              </>
            );
          })()}
        </p>
      ) : null}
      <ApiNotes doc={doc} />
      {doc.kind === 'interface' ? (
        // An interface's members are properties; they share the props' layout choice.
        <Section
          id={`${p}properties`}
          title={t('api.properties')}
          section="props"
          label={t('api.properties')}
          entries={propEntries(doc.props, `${p}property`, t)}
          headingLevel={headingLevel}
        />
      ) : (
        <Section
          id={`${p}props`}
          title={t('api.props')}
          section="props"
          entries={propEntries(doc.props, `${p}prop`, t)}
          headingLevel={headingLevel}
        />
      )}
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
        <section aria-labelledby={`${p}demos`}>
          <SectionHeading id={`${p}demos`} level={headingLevel}>
            {t('api.demos')}
          </SectionHeading>
          <ul>
            {doc.demos.map((demo) => (
              <li key={demo.pathname}>
                <SiteLink
                  href={localizePath(`${demo.pathname}/`, language)}
                  className={TEXT_LINK_CLASS}
                >
                  {demo.title}
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className={`${styles.body2} ${styles.source}`}>
        <a href={doc.sourceUrl} className={TEXT_LINK_CLASS}>
          {interpolate(t('api.sourceCode'), {
            name: doc.name,
            package: doc.packageName,
            version: doc.packageVersion,
          })}
        </a>
      </p>
    </div>
  );
}
