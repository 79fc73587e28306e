import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function ScrollPlayground() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [flip, setFlip] = React.useState(true);
  const [preventOverflow, setPreventOverflow] = React.useState(true);
  return (
    <Box>
      <FormControlLabel
        control={<Switch checked={flip} onChange={(event) => setFlip(event.target.checked)} />}
        label="Flip when out of room"
      />
      <FormControlLabel
        control={
          <Switch
            checked={preventOverflow}
            onChange={(event) => setPreventOverflow(event.target.checked)}
          />
        }
        label="Keep inside the box"
      />
      <Box
        tabIndex={0}
        role="region"
        aria-label="Scrollable area with an anchored popper"
        sx={{
          position: 'relative',
          height: 240,
          overflow: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Box sx={{ height: 700, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Paper ref={setAnchorEl} variant="outlined" sx={{ p: 1.5 }}>
            Scroll the box: the label follows me
          </Paper>
          <Popper
            open={Boolean(anchorEl)}
            anchorEl={anchorEl}
            placement="top"
            disablePortal
            modifiers={[
              { name: 'flip', enabled: flip },
              {
                name: 'preventOverflow',
                enabled: preventOverflow,
                options: { altAxis: true, padding: 8 },
              },
            ]}
          >
            <Paper sx={{ p: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
              <Typography variant="body2">Anchored label</Typography>
            </Paper>
          </Popper>
        </Box>
      </Box>
    </Box>
  );
}
