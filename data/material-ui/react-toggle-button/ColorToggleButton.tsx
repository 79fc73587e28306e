import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

export default function ColorToggleButton() {
  const [platform, setPlatform] = React.useState('web');
  return (
    <ToggleButtonGroup
      color="primary"
      value={platform}
      exclusive
      onChange={(_event, value: string | null) => value !== null && setPlatform(value)}
      aria-label="Platform"
    >
      <ToggleButton value="web">Web</ToggleButton>
      <ToggleButton value="android">Android</ToggleButton>
      <ToggleButton value="ios">iOS</ToggleButton>
    </ToggleButtonGroup>
  );
}
