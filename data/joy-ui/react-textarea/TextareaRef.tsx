import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Button from '@mui/joy/Button';
import Textarea from '@mui/joy/Textarea';

export default function TextareaRef() {
  const textareaRef = React.useRef<HTMLTextAreaElement>(null);
  return (
    <Stack spacing={1} sx={{ maxWidth: 360 }}>
      <Textarea
        aria-label="Snippet"
        defaultValue="Select me with the button below."
        minRows={2}
        slotProps={{ textarea: { ref: textareaRef } }}
      />
      <Button
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => {
          textareaRef.current?.focus();
          textareaRef.current?.select();
        }}
      >
        Select all text
      </Button>
    </Stack>
  );
}
