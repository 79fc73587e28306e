/** Props, slots or classes of an API page in the chosen layout; every entry has an anchor. */
import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ApiSection } from '@/core/apiDisplay';
import { interpolate } from '@/core/i18n';
import { useApiDisplay } from '@/providers/ApiDisplayProvider';
import { useTranslate } from '@/providers/UserLanguageProvider';
import { useRevealHashTarget } from './useRevealHashTarget';

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

/**
 * The table layout: rows divided by lines, text at the start of each cell. Type signatures wrap
 * within a column of at most 18rem, and descriptions keep at least 15rem, so no row grows taller
 * than a screen; below the table's own width it scrolls inside its region, not the page.
 */
const TABLE_SX = {
  overflowX: 'auto',
  maxWidth: '100%',
  '& table': { width: '100%', borderCollapse: 'collapse', fontSize: '0.875rem' },
  '& th, & td': {
    px: 1.5,
    py: 1,
    textAlign: 'start',
    verticalAlign: 'top',
    borderBottom: 1,
    borderColor: 'divider',
  },
  '& thead th': { fontWeight: 600, whiteSpace: 'nowrap' },
  '& tbody th': { fontWeight: 400, whiteSpace: 'nowrap' },
  '& .api-fact': {
    display: 'block',
    minWidth: '8rem',
    maxWidth: '18rem',
    // Breaks between the words of a union first; inside a word only when it is wider than 18rem.
    overflowWrap: 'break-word',
  },
  '& .api-description': { minWidth: '15rem' },
  '& .api-description > p:first-of-type': { mt: 0 },
} as const;

/** Leaves room for the sticky header when an entry is scrolled to. */
const ENTRY_SX = { scrollMarginTop: 80 } as const;

function Facts({ entry }: { entry: ApiEntry }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        columnGap: 1.5,
        rowGap: 0.5,
        m: 0,
        fontSize: '0.875rem',
      }}
    >
      {entry.facts.map((fact) => (
        <React.Fragment key={fact.label}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {fact.label}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            <code dir="ltr">{fact.value}</code>
          </Box>
        </React.Fragment>
      ))}
    </Box>
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
      {entry.required ? (
        <Typography
          component="span"
          sx={{ marginInlineStart: 1, fontSize: '0.75rem', fontWeight: 700 }}
        >
          {t('api.required')}
        </Typography>
      ) : null}
      {entry.deprecated ? (
        <Typography
          component="span"
          sx={{ marginInlineStart: 1, fontSize: '0.75rem', fontWeight: 700 }}
        >
          {t('api.deprecated')}
        </Typography>
      ) : null}
    </>
  );
}

function Description({ entry }: { entry: ApiEntry }) {
  const t = useTranslate();
  return (
    <>
      {entry.deprecated ? (
        <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
          {interpolate(t('api.deprecatedBecause'), { reason: entry.deprecated })}
        </Typography>
      ) : null}
      <Box
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
      <Box
        role="region"
        aria-label={interpolate(t('api.sectionTable'), {
          section: label ?? t(SECTION_LABEL_KEYS[section]),
        })}
        tabIndex={0}
        className="api-table-scroll"
        sx={TABLE_SX}
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
              <Box component="tr" key={entry.id} id={entry.id} className="api-entry" sx={ENTRY_SX}>
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
              </Box>
            ))}
          </tbody>
        </table>
      </Box>
    );
  }
  // Keyed by layout: switching between the two lists builds new items instead of moving the
  // ones on screen, so the switch after the first render (SPEC: expanded first, then the saved or
  // drawn layout) replaces content rather than shifting it (Cumulative Layout Shift).
  return (
    <Box key={option} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {entries.map((entry) =>
        option === 'collapsed' ? (
          <Box component="li" key={entry.id} id={entry.id} className="api-entry" sx={ENTRY_SX}>
            <Box component="details" sx={{ borderBottom: 1, borderColor: 'divider', py: 1 }}>
              <summary>
                <Name entry={entry} linked={false} />
              </summary>
              <Box sx={{ pt: 1 }}>
                <Facts entry={entry} />
                <Description entry={entry} />
              </Box>
            </Box>
          </Box>
        ) : (
          <Box
            component="li"
            key={entry.id}
            id={entry.id}
            className="api-entry"
            sx={{ ...ENTRY_SX, borderBottom: 1, borderColor: 'divider', py: 1.5 }}
          >
            <Name entry={entry} />
            <Box sx={{ mt: 0.5 }}>
              <Facts entry={entry} />
            </Box>
            <Description entry={entry} />
          </Box>
        ),
      )}
    </Box>
  );
}
