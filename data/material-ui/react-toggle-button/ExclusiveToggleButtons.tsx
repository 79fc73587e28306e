import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

type View = 'list' | 'grid' | 'board';

export default function ExclusiveToggleButtons() {
  const [view, setView] = React.useState<View>('list');

  const handleChange = (_event: React.MouseEvent<HTMLElement>, next: View | null) => {
    // Ignore clicks on the active button so one option always stays selected.
    if (next !== null) {
      setView(next);
    }
  };

  return (
    <Stack spacing={2} alignItems="flex-start">
      <ToggleButtonGroup
        value={view}
        exclusive
        onChange={handleChange}
        aria-label="Project view"
        color="primary"
      >
        <ToggleButton value="list">List</ToggleButton>
        <ToggleButton value="grid">Grid</ToggleButton>
        <ToggleButton value="board">Board</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2">Current view: {view}</Typography>
    </Stack>
  );
}
