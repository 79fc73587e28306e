import * as React from 'react';
import Box from '@mui/joy/Box';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';

export default function LinearProgressWithLabel() {
  const id = React.useId();
  const uploaded = 3;
  const total = 5;
  const value = (uploaded / total) * 100;
  return (
    <Box sx={{ width: '100%', maxWidth: 400 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography id={`${id}-label`} level="body-sm">
          Uploading photos
        </Typography>
        <Typography level="body-sm" fontWeight="lg">
          {uploaded} of {total} files
        </Typography>
      </Box>
      <LinearProgress
        determinate
        value={value}
        aria-labelledby={`${id}-label`}
        aria-valuetext={`${uploaded} of ${total} files`}
      />
    </Box>
  );
}
