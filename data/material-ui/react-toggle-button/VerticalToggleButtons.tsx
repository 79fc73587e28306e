import * as React from 'react';
import ViewListIcon from '@mui/icons-material/ViewList';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

export default function VerticalToggleButtons() {
  const [view, setView] = React.useState('list');
  return (
    <ToggleButtonGroup
      orientation="vertical"
      value={view}
      exclusive
      onChange={(_event, value: string | null) => value !== null && setView(value)}
      aria-label="Layout"
    >
      <ToggleButton value="list" aria-label="List">
        <ViewListIcon />
      </ToggleButton>
      <ToggleButton value="module" aria-label="Grid">
        <ViewModuleIcon />
      </ToggleButton>
      <ToggleButton value="quilt" aria-label="Quilt">
        <ViewQuiltIcon />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
