import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

const curves = ['easeInOut', 'easeOut', 'easeIn', 'sharp'] as const;

export default function EasingCompare() {
  const [moved, setMoved] = React.useState(false);
  return (
    <Box>
      <Button variant="contained" onClick={() => setMoved((value) => !value)} sx={{ mb: 2 }}>
        {moved ? 'Move back' : 'Move'}
      </Button>
      {curves.map((curve) => (
        <Box key={curve} sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
          <Typography variant="caption" sx={{ width: 72 }}>
            {curve}
          </Typography>
          <Box
            sx={{
              flex: 1,
              position: 'relative',
              height: 16,
              bgcolor: 'action.hover',
              borderRadius: 1,
            }}
          >
            <Box
              sx={(theme) => ({
                position: 'absolute',
                top: 0,
                left: moved ? 'calc(100% - 16px)' : 0,
                width: 16,
                height: 16,
                borderRadius: '50%',
                bgcolor: 'secondary.main',
                transition: theme.transitions.create('left', {
                  duration: 1200,
                  easing: theme.transitions.easing[curve],
                }),
              })}
            />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
