import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Portal from '@mui/material/Portal';
import Switch from '@mui/material/Switch';

export default function DisablePortal() {
  const [disablePortal, setDisablePortal] = React.useState(true);
  const target = React.useRef<HTMLDivElement>(null);

  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={disablePortal}
            onChange={(event) => setDisablePortal(event.target.checked)}
          />
        }
        label="disablePortal"
      />
      <Box sx={{ p: 1, my: 1, border: '1px solid', borderColor: 'divider' }}>
        Where the Portal is declared:{' '}
        <Portal container={() => target.current} disablePortal={disablePortal}>
          <Box component="span" sx={{ px: 1, bgcolor: 'warning.light', borderRadius: 1 }}>
            portal content
          </Box>
        </Portal>
      </Box>
      <Box ref={target} sx={{ p: 1, border: '1px dashed', borderColor: 'primary.main' }}>
        Portal target:{' '}
      </Box>
    </div>
  );
}
