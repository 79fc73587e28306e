/** A labelled, exclusive toggle group whose deselect (a second click) changes nothing. */
import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

interface Option<T extends string> {
  value: T;
  label: string;
}

export default function SettingsToggleGroup<T extends string>({
  label,
  gaAction,
  value,
  options,
  onChange,
}: {
  label: string;
  /** The analytics action of its choices (`mode`, `direction`, …); the label is the value. */
  gaAction: string;
  value: T;
  options: Option<T>[];
  onChange: (value: T) => void;
}) {
  const labelId = React.useId();
  return (
    <Box>
      <Typography id={labelId} component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        value={value}
        aria-labelledby={labelId}
        onChange={(_event, next: T | null) => {
          const option = options.find((candidate) => candidate.value === next);
          if (option) {
            onChange(option.value);
          }
        }}
      >
        {options.map((option) => (
          <ToggleButton
            key={option.value}
            value={option.value}
            data-ga-event-category="settings"
            data-ga-event-action={gaAction}
            data-ga-event-label={option.value}
          >
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
