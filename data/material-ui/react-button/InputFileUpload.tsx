import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';

export default function InputFileUpload() {
  const input = React.useRef<HTMLInputElement>(null);
  const [names, setNames] = React.useState<string[]>([]);

  return (
    <Stack spacing={1} alignItems="flex-start">
      {/* A real button, reachable and usable from the keyboard, opens the hidden input's file dialog. */}
      <Button
        variant="contained"
        startIcon={<UploadFileIcon />}
        onClick={() => input.current?.click()}
      >
        Choose files
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        tabIndex={-1}
        onChange={(event) => setNames(Array.from(event.target.files ?? [], (file) => file.name))}
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {names.length > 0 ? names.join(', ') : 'No file chosen'}
      </Typography>
    </Stack>
  );
}
