import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function SwitchLabelledBy() {
  const id = React.useId();
  return (
    <Sheet
      variant="outlined"
      sx={{
        p: 2,
        borderRadius: 'md',
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        maxWidth: 320,
      }}
    >
      <div>
        <Typography id={`${id}-title`} level="title-md">
          Location history
        </Typography>
        <Typography id={`${id}-desc`} level="body-sm">
          Saves the places you visit with your phone.
        </Typography>
      </div>
      <Switch
        slotProps={{
          input: { 'aria-labelledby': `${id}-title`, 'aria-describedby': `${id}-desc` },
        }}
        sx={{ ml: 'auto' }}
      />
    </Sheet>
  );
}
