import * as React from 'react';
import Box from '@mui/joy/Box';
import Textarea from '@mui/joy/Textarea';

export default function TextareaFloatingLabel() {
  const id = React.useId();
  return (
    <Box
      sx={{
        position: 'relative',
        maxWidth: 360,
        // The label moves up once the field has focus or text: an empty placeholder tells which.
        // Only the field with the id counts: Textarea also renders a hidden copy to measure rows.
        '&:has(textarea[id]:focus) label, &:has(textarea[id]:not(:placeholder-shown)) label': {
          top: 4,
          fontSize: 'xs',
          color: 'text.secondary',
        },
      }}
    >
      <Textarea minRows={3} placeholder=" " slotProps={{ textarea: { id } }} sx={{ pt: 2.5 }} />
      <Box
        component="label"
        htmlFor={id}
        sx={{
          position: 'absolute',
          left: 12,
          top: 10,
          fontSize: 'md',
          color: 'text.tertiary',
          transition: 'all 0.15s',
          pointerEvents: 'none',
        }}
      >
        Cover letter
      </Box>
    </Box>
  );
}
