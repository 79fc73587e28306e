import * as React from 'react';
import Box from '@mui/material/Box';
import TextareaAutosize from '@mui/material/TextareaAutosize';

export default function MinHeightTextarea() {
  const id = React.useId();
  return (
    <Box>
      <Box component="label" htmlFor={id} sx={{ display: 'block', mb: 0.5, typography: 'body2' }}>
        Release notes (room for three lines from the start)
      </Box>
      <TextareaAutosize
        id={id}
        minRows={3}
        style={{ width: 320, maxWidth: '100%', padding: 8, font: 'inherit', borderRadius: 6 }}
      />
    </Box>
  );
}
