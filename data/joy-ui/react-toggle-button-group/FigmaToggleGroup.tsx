import * as React from 'react';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import AlignHorizontalLeft from '@mui/icons-material/AlignHorizontalLeft';
import AlignHorizontalCenter from '@mui/icons-material/AlignHorizontalCenter';
import AlignHorizontalRight from '@mui/icons-material/AlignHorizontalRight';

export default function FigmaToggleGroup() {
  const [align, setAlign] = React.useState<string | null>('left');
  return (
    <Sheet variant="soft" sx={{ display: 'inline-flex', p: 0.5, borderRadius: 'sm' }}>
      <ToggleButtonGroup
        aria-label="Horizontal alignment"
        variant="plain"
        size="sm"
        spacing={0.5}
        value={align}
        onChange={(_event, newValue) => newValue && setAlign(newValue)}
        sx={{
          '--ButtonGroup-radius': '6px',
          '& [aria-pressed="true"]': {
            bgcolor: 'background.surface',
            boxShadow: 'sm',
          },
        }}
      >
        <IconButton value="left" aria-label="Align left">
          <AlignHorizontalLeft />
        </IconButton>
        <IconButton value="center" aria-label="Align center">
          <AlignHorizontalCenter />
        </IconButton>
        <IconButton value="right" aria-label="Align right">
          <AlignHorizontalRight />
        </IconButton>
      </ToggleButtonGroup>
    </Sheet>
  );
}
