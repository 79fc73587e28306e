import * as React from 'react';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

const sizes = ['small', 'medium', 'large'] as const;

export default function ToggleButtonSizes() {
  const [alignment, setAlignment] = React.useState('left');
  const change = (_event: React.MouseEvent<HTMLElement>, value: string | null) => {
    if (value !== null) setAlignment(value);
  };
  return (
    <Stack spacing={2} alignItems="flex-start">
      {sizes.map((size) => (
        <ToggleButtonGroup
          key={size}
          size={size}
          value={alignment}
          exclusive
          onChange={change}
          aria-label={`Text alignment, ${size}`}
        >
          <ToggleButton value="left" aria-label="Align left">
            <FormatAlignLeftIcon />
          </ToggleButton>
          <ToggleButton value="center" aria-label="Align centre">
            <FormatAlignCenterIcon />
          </ToggleButton>
          <ToggleButton value="right" aria-label="Align right">
            <FormatAlignRightIcon />
          </ToggleButton>
        </ToggleButtonGroup>
      ))}
    </Stack>
  );
}
