import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

export default function ToggleButtonNotEmpty() {
  const [unit, setUnit] = React.useState('km');
  const [selectedDays, setSelectedDays] = React.useState<string[]>(['Mon', 'Wed']);
  return (
    <Stack spacing={2} alignItems="flex-start">
      <ToggleButtonGroup
        value={unit}
        exclusive
        onChange={(_event, value: string | null) => {
          // Clicking the selected button sends null: keep the current unit instead.
          if (value !== null) setUnit(value);
        }}
        aria-label="Unit, one always selected"
      >
        <ToggleButton value="km">km</ToggleButton>
        <ToggleButton value="mi">mi</ToggleButton>
      </ToggleButtonGroup>
      <ToggleButtonGroup
        value={selectedDays}
        onChange={(_event, value: string[]) => {
          if (value.length) setSelectedDays(value);
        }}
        aria-label="Training days, at least one"
        sx={{ flexWrap: 'wrap' }}
      >
        {days.map((day) => (
          <ToggleButton key={day} value={day}>
            {day}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="body2" color="text.secondary">
        {unit}, on {selectedDays.join(', ')}
      </Typography>
    </Stack>
  );
}
