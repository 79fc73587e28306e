import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';

// Hidden from sight but not from the label, which forwards clicks to it.
const hidden: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

export default function InputFileUpload() {
  const [names, setNames] = React.useState<string[]>([]);
  return (
    <Stack spacing={1} alignItems="flex-start">
      {/* The label is the button: clicking it opens the hidden input's file dialog. */}
      <Button component="label" variant="contained" startIcon={<UploadFileIcon />}>
        Choose files
        <input
          type="file"
          multiple
          style={hidden}
          onChange={(event) => setNames([...(event.target.files ?? [])].map((file) => file.name))}
        />
      </Button>
      <Typography variant="body2" color="text.secondary">
        {names.length > 0 ? names.join(', ') : 'No file chosen'}
      </Typography>
    </Stack>
  );
}
