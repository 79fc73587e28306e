/** The `API display` switch: collapsed list, expanded list or table. A deselect changes nothing. */
import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ApiSection } from '@/core/apiDisplay';
import { useApiDisplay } from '@/providers/ApiDisplayProvider';
import { logicalToggleGroupSx } from '@/components/layout/logicalToggleGroup';

export default function ApiDisplayToggle({ section }: { section: ApiSection }) {
  const [option, setOption] = useApiDisplay(section);
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={option}
      aria-label="API display"
      className="api-display-toggle"
      sx={logicalToggleGroupSx}
      onChange={(_event, next: unknown) => setOption(next)}
    >
      <ToggleButton value="collapsed">Collapsed list</ToggleButton>
      <ToggleButton value="expanded">Expanded list</ToggleButton>
      <ToggleButton value="table">Table</ToggleButton>
    </ToggleButtonGroup>
  );
}
