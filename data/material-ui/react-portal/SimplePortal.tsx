import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Portal from '@mui/material/Portal';

export default function SimplePortal() {
  const [show, setShow] = React.useState(false);
  const target = React.useRef<HTMLDivElement>(null);

  return (
    <div>
      <Button variant="outlined" onClick={() => setShow((prev) => !prev)}>
        {show ? 'Take the text back' : 'Send text to the other box'}
      </Button>
      <Box sx={{ p: 1, my: 1, border: '1px solid', borderColor: 'divider' }}>
        Source box (the Portal is written here in JSX).
        {show && (
          <Portal container={() => target.current}>
            <Box component="span" sx={{ color: 'success.main', fontWeight: 600 }}>
              I was rendered through a portal.
            </Box>
          </Portal>
        )}
      </Box>
      <Box
        ref={target}
        sx={{ p: 1, my: 1, border: '1px dashed', borderColor: 'primary.main', minHeight: 42 }}
      />
    </div>
  );
}
