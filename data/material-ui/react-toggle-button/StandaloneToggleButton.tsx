import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

export default function StandaloneToggleButton() {
  const [pinned, setPinned] = React.useState(false);
  const [size, setSize] = React.useState('m');

  return (
    <Stack direction="row" spacing={3} alignItems="center">
      <ToggleButton
        value="pin"
        selected={pinned}
        onChange={() => setPinned((prev) => !prev)}
        color="secondary"
      >
        {pinned ? 'Pinned' : 'Pin note'}
      </ToggleButton>
      <ToggleButtonGroup
        orientation="vertical"
        exclusive
        value={size}
        onChange={(_event, next: string | null) => next && setSize(next)}
        aria-label="T-shirt size"
      >
        <ToggleButton value="s">Small</ToggleButton>
        <ToggleButton value="m">Medium</ToggleButton>
        <ToggleButton value="l" disabled>
          Large (sold out)
        </ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
