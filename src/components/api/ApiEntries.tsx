/** Props, slots or classes of an API page in the chosen layout; every entry has an anchor. */
import * as React from 'react';
import type { ApiSection } from '@/core/apiDisplay';
import { useApiDisplay } from '@/providers/ApiDisplayProvider';
import { useTranslate } from '@/providers/UserLanguageProvider';
import '@/providers/strings/apiStrings';
import { useRevealHashTarget } from './useRevealHashTarget';
import styles from './ApiEntries.module.css';
import ApiTable from './ApiTable';
import { ApiEntryDescription, ApiEntryName, type ApiEntry } from './ApiEntryParts';

export type { ApiEntry };

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
    return <ApiTable entries={entries} label={label ?? t(SECTION_LABEL_KEYS[section])} />;
  }
  // Keyed by layout: switching between the two lists builds new items instead of moving the
  // ones on screen, so the switch after the first render (docs/product-rules.md#api-display: expanded first, then the saved or
  // drawn layout) replaces content rather than shifting it (Cumulative Layout Shift).
  return (
    <ul key={option} className={styles.list}>
      {entries.map((entry) =>
        option === 'collapsed' ? (
          <li key={entry.id} id={entry.id} className={`api-entry ${styles.entry}`}>
            <details className={styles.collapsed}>
              <summary>
                <ApiEntryName entry={entry} linked={false} />
              </summary>
              <div className={styles.collapsedBody}>
                <Facts entry={entry} />
                <ApiEntryDescription entry={entry} />
              </div>
            </details>
          </li>
        ) : (
          <li
            key={entry.id}
            id={entry.id}
            className={`api-entry ${styles.entry} ${styles.expanded}`}
          >
            <ApiEntryName entry={entry} />
            <div className={styles.expandedFacts}>
              <Facts entry={entry} />
            </div>
            <ApiEntryDescription entry={entry} />
          </li>
        ),
      )}
    </ul>
  );
}
