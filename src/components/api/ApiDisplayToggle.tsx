/** The `API display` switch: collapsed list, expanded list or table. A deselect changes nothing. */
import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ApiSection } from '@/core/apiDisplay';
import { useApiDisplay } from '@/providers/ApiDisplayProvider';
import { logicalToggleGroupSx } from '@/components/layout/logicalToggleGroup';
import { useTranslate } from '@/providers/UserLanguageProvider';

export default function ApiDisplayToggle({ section }: { section: ApiSection }) {
  const t = useTranslate();
  const [option, setOption] = useApiDisplay(section);
  const ga = (label: string) => ({
    'data-ga-event-category': 'api-display',
    'data-ga-event-action': section,
    'data-ga-event-label': label,
  });
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={option}
      aria-label={t('api.display')}
      className="api-display-toggle"
      sx={logicalToggleGroupSx}
      onChange={(_event, next: unknown) => setOption(next)}
    >
      <ToggleButton value="collapsed" {...ga('collapsed')}>
        {t('api.collapsed')}
      </ToggleButton>
      <ToggleButton value="expanded" {...ga('expanded')}>
        {t('api.expanded')}
      </ToggleButton>
      <ToggleButton value="table" {...ga('table')}>
        {t('api.table')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
