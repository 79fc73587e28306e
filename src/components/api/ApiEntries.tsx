/** Props, slots or classes of an API page in the chosen layout; every entry has an anchor. */
import * as React from 'react';
import type { ApiSection } from '@/core/apiDisplay';
import { interpolate } from '@/core/i18n';
import { useApiDisplay } from '@/providers/ApiDisplayProvider';
import { useTranslate } from '@/providers/UserLanguageProvider';
import { useRevealHashTarget } from './useRevealHashTarget';
import styles from './ApiEntries.module.css';

export interface ApiEntry {
  /** Anchor id, e.g. `prop-variant`. */
  id: string;
  name: string;
  /** Short facts shown beside the name (type, default, class name). */
  facts: { label: string; value: string }[];
  /** HTML from the doc comment. */
  descriptionHtml: string;
  required?: boolean;
  deprecated?: string | null;
}

const SECTION_LABEL_KEYS: Record<ApiSection, string> = {
  props: 'api.props',
  slots: 'api.slots',
  classes: 'api.classes',
  css: 'api.css',
};

function Facts({ entry }: { entry: ApiEntry }) {
  return (
    <dl className={styles.facts}>
      {entry.facts.map((fact) => (
        <React.Fragment key={fact.label}>
          <dt className={styles.factLabel}>{fact.label}</dt>
          <dd className={styles.factValue}>
            <code dir="ltr">{fact.value}</code>
          </dd>
        </React.Fragment>
      ))}
    </dl>
  );
}

/** The entry's name; a link to itself unless it sits in a <summary>, which must hold no link. */
function Name({ entry, linked = true }: { entry: ApiEntry; linked?: boolean }) {
  const t = useTranslate();
  return (
    <>
      {linked ? (
        <a href={`#${entry.id}`}>
          <code>{entry.name}</code>
        </a>
      ) : (
        <code>{entry.name}</code>
      )}
      {entry.required ? <span className={styles.flag}>{t('api.required')}</span> : null}
      {entry.deprecated ? <span className={styles.flag}>{t('api.deprecated')}</span> : null}
    </>
  );
}

function Description({ entry }: { entry: ApiEntry }) {
  const t = useTranslate();
  return (
    <>
      {entry.deprecated ? (
        <p className={styles.deprecatedBecause}>
          {interpolate(t('api.deprecatedBecause'), { reason: entry.deprecated })}
        </p>
      ) : null}
      <div
        className="api-description"
        dangerouslySetInnerHTML={{ __html: entry.descriptionHtml }}
      />
    </>
  );
}

export default function ApiEntries({
  section,
  entries,
  label,
}: {
  section: ApiSection;
  entries: ApiEntry[];
  /** The name of what the entries are, when it is not the section's (an interface's properties). */
  label?: string;
}) {
  const t = useTranslate();
  const [option] = useApiDisplay(section);
  useRevealHashTarget(
    entries.map((entry) => entry.id),
    option,
  );
  if (option === 'table') {
    // On a phone the table scrolls sideways inside this region instead of widening the page.
    return (
      <div
        role="region"
        aria-label={interpolate(t('api.sectionTable'), {
          section: label ?? t(SECTION_LABEL_KEYS[section]),
        })}
        tabIndex={0}
        className={`api-table-scroll ${styles.tableScroll}`}
      >
        <table>
          <thead>
            <tr>
              <th scope="col">{t('api.name')}</th>
              {entries[0]?.facts.map((fact) => (
                <th key={fact.label} scope="col">
                  {fact.label}
                </th>
              ))}
              <th scope="col">{t('api.description')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} id={entry.id} className={`api-entry ${styles.entry}`}>
                <th scope="row">
                  <Name entry={entry} />
                </th>
                {entry.facts.map((fact) => (
                  <td key={fact.label}>
                    <code className="api-fact" dir="ltr">
                      {fact.value}
                    </code>
                  </td>
                ))}
                <td>
                  <Description entry={entry} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  // Keyed by layout: switching between the two lists builds new items instead of moving the
  // ones on screen, so the switch after the first render (SPEC: expanded first, then the saved or
  // drawn layout) replaces content rather than shifting it (Cumulative Layout Shift).
  return (
    <ul key={option} className={styles.list}>
      {entries.map((entry) =>
        option === 'collapsed' ? (
          <li key={entry.id} id={entry.id} className={`api-entry ${styles.entry}`}>
            <details className={styles.collapsed}>
              <summary>
                <Name entry={entry} linked={false} />
              </summary>
              <div className={styles.collapsedBody}>
                <Facts entry={entry} />
                <Description entry={entry} />
              </div>
            </details>
          </li>
        ) : (
          <li
            key={entry.id}
            id={entry.id}
            className={`api-entry ${styles.entry} ${styles.expanded}`}
          >
            <Name entry={entry} />
            <div className={styles.expandedFacts}>
              <Facts entry={entry} />
            </div>
            <Description entry={entry} />
          </li>
        ),
      )}
    </ul>
  );
}
