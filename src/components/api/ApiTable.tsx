/**
 * The table layout of an API page's props, slots or classes. A fact longer than two lines of its
 * cell (a type union, mostly) shows its first two lines and a Show more button, as the rest of
 * the row then fits beside it.
 *
 * The fold also keeps the page's Largest Contentful Paint early: the table replaces the expanded
 * list after hydration (docs/product-rules.md#api-display: the first render is expanded), so its largest block of text
 * would be the page's largest paint, seconds after the server's HTML painted. A folded type is
 * never larger than the page's description (test/e2e/api-pages.spec.ts checks that in Chromium).
 */
import * as React from 'react';
import { interpolate } from '@/core/i18n';
import { useTranslate } from '@/providers/UserLanguageProvider';
import '@/providers/strings/apiStrings';
import { ApiEntryDescription, ApiEntryName, type ApiEntry } from './ApiEntryParts';
import styles from './ApiEntries.module.css';

const NONE: ReadonlySet<string> = new Set();

/** A fact's value element: its id is the fact's key in the table's state too. */
function factId(entry: ApiEntry, label: string): string {
  return `${entry.id}-${label}-value`.replace(/\s+/g, '-');
}

function sameKeys(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((key) => b.has(key));
}

/**
 * The facts whose folded text is cut off, measured once the table is laid out and again whenever
 * its size changes (a table first laid out hidden, a late font, another density). An unfolded
 * fact keeps the answer it had: unfolded, nothing of it is cut off, yet its button must stay.
 */
function useCutOffFacts(entries: ApiEntry[]) {
  const tableRef = React.useRef<HTMLTableElement>(null);
  const [cutOff, setCutOff] = React.useState<ReadonlySet<string>>(NONE);
  React.useLayoutEffect(() => {
    const table = tableRef.current;
    if (!table) {
      return undefined;
    }
    const measure = () => {
      const found = new Set<string>();
      const unfolded = new Set<string>();
      table.querySelectorAll<HTMLElement>('td > .api-fact').forEach((element) => {
        if (!element.classList.contains(styles.folded)) {
          unfolded.add(element.id);
        } else if (element.scrollHeight > element.clientHeight) {
          found.add(element.id);
        }
      });
      setCutOff((previous) => {
        const next = new Set([...found, ...[...unfolded].filter((key) => previous.has(key))]);
        return sameKeys(next, previous) ? previous : next;
      });
    };
    measure();
    if (typeof ResizeObserver === 'undefined') {
      return undefined;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    return () => observer.disconnect();
  }, [entries]);
  return { tableRef, cutOff };
}

export default function ApiTable({ entries, label }: { entries: ApiEntry[]; label: string }) {
  const t = useTranslate();
  const { tableRef, cutOff } = useCutOffFacts(entries);
  const [unfolded, setUnfolded] = React.useState<ReadonlySet<string>>(NONE);
  const toggle = (id: string) =>
    setUnfolded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) {
        next.add(id);
      }
      return next;
    });
  // On a phone the table scrolls sideways inside this region instead of widening the page.
  return (
    <div
      role="region"
      aria-label={interpolate(t('api.sectionTable'), { section: label })}
      tabIndex={0}
      className={`api-table-scroll ${styles.tableScroll}`}
    >
      <table ref={tableRef}>
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
                <ApiEntryName entry={entry} />
              </th>
              {entry.facts.map((fact) => {
                const id = factId(entry, fact.label);
                const open = unfolded.has(id);
                return (
                  <td key={fact.label}>
                    <code
                      id={id}
                      className={open ? 'api-fact' : `api-fact ${styles.folded}`}
                      dir="ltr"
                    >
                      {fact.value}
                    </code>
                    {cutOff.has(id) ? (
                      // Under the start of the type, which reads left to right in both directions.
                      <div dir="ltr">
                        <button
                          type="button"
                          className={styles.foldToggle}
                          aria-expanded={open}
                          aria-controls={id}
                          aria-label={interpolate(t('api.foldLabel'), {
                            action: t(open ? 'api.showLess' : 'api.showMore'),
                            fact: fact.label.toLowerCase(),
                            name: entry.name,
                          })}
                          onClick={() => toggle(id)}
                        >
                          {t(open ? 'api.showLess' : 'api.showMore')}
                        </button>
                      </div>
                    ) : null}
                  </td>
                );
              })}
              <td>
                <ApiEntryDescription entry={entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
