import * as React from 'react';
import Box from '@mui/material/Box';
import TextareaAutosize from '@mui/material/TextareaAutosize';
import Typography from '@mui/material/Typography';

const initial =
  'Line one\nLine two\nLine three\nAdd more lines: after six the box stops growing and scrolls.';

export default function MinMaxTextarea() {
  const [value, setValue] = React.useState(initial);
  const lines = value.split('\n').length;

  return (
    <Box>
      <Box
        component="label"
        htmlFor="minmax-textarea"
        sx={{ display: 'block', mb: 0.5, typography: 'body2' }}
      >
        Release notes (3 to 6 rows)
      </Box>
      <TextareaAutosize
        id="minmax-textarea"
        minRows={3}
        maxRows={6}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        style={{ width: 320, maxWidth: '100%', padding: 8, font: 'inherit', borderRadius: 6 }}
      />
      <Typography variant="caption" display="block">
        {lines} {lines === 1 ? 'line' : 'lines'}
      </Typography>
    </Box>
  );
}
