import * as React from 'react';
import Box from '@mui/joy/Box';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

export default function RadioSegmented() {
  const [view, setView] = React.useState('list');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <RadioGroup
        aria-label="View"
        orientation="horizontal"
        name="radio-segmented"
        value={view}
        onChange={(event) => setView(event.target.value)}
        sx={{
          minHeight: 44,
          p: '4px',
          gap: '4px',
          borderRadius: '12px',
          bgcolor: 'neutral.softBg',
          '--Radio-actionRadius': '8px',
        }}
      >
        {['list', 'board', 'calendar'].map((item) => (
          <Radio
            key={item}
            value={item}
            label={item}
            disableIcon
            color="neutral"
            variant="plain"
            sx={{ px: 2, alignItems: 'center', textTransform: 'capitalize' }}
            slotProps={{
              action: ({ checked }) => ({
                sx: {
                  ...(checked && {
                    bgcolor: 'background.surface',
                    boxShadow: 'sm',
                    '&:hover': { bgcolor: 'background.surface' },
                  }),
                },
              }),
              label: ({ checked }) => ({
                sx: { color: checked ? 'text.primary' : 'text.secondary' },
              }),
            }}
          />
        ))}
      </RadioGroup>
      <Box component="span">Showing the {view} view</Box>
    </Box>
  );
}
