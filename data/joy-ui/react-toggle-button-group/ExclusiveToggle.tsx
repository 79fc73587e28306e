import * as React from 'react';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import Stack from '@mui/joy/Stack';

export default function ExclusiveToggle() {
  const [view, setView] = React.useState<string | null>('list');
  return (
    <Stack spacing={1} alignItems="flex-start">
      <ToggleButtonGroup
        aria-label="View mode"
        value={view}
        onChange={(_event, newValue) => {
          if (newValue !== null) {
            setView(newValue);
          }
        }}
      >
        <Button value="list">List</Button>
        <Button value="grid">Grid</Button>
        <Button value="board">Board</Button>
      </ToggleButtonGroup>
      <Typography level="body-sm">Current view: {view}</Typography>
    </Stack>
  );
}
