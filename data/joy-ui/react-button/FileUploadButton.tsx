import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';
import UploadFile from '@mui/icons-material/UploadFile';

const HiddenInput = styled('input')({
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  overflow: 'hidden',
  position: 'absolute',
  bottom: 0,
  left: 0,
  whiteSpace: 'nowrap',
  width: 1,
});

export default function FileUploadButton() {
  const [names, setNames] = React.useState<string[]>([]);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <Button component="label" variant="outlined" color="neutral" startDecorator={<UploadFile />}>
        Upload files
        <HiddenInput
          type="file"
          multiple
          onChange={(event) => setNames(Array.from(event.target.files ?? [], (file) => file.name))}
        />
      </Button>
      <Typography level="body-sm">{names.length ? names.join(', ') : 'No file chosen'}</Typography>
    </Box>
  );
}
