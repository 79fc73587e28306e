import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

const widths = ['xs', 'sm', 'md', 'lg', 'xl', 'none'] as const;
type Width = (typeof widths)[number];

export default function MaxWidthDialog() {
  const [open, setOpen] = React.useState(false);
  const [fullWidth, setFullWidth] = React.useState(true);
  const [maxWidth, setMaxWidth] = React.useState<Width>('sm');
  const id = React.useId();
  const close = () => setOpen(false);
  const dialogMaxWidth: DialogProps['maxWidth'] = maxWidth === 'none' ? false : maxWidth;

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open a sized dialog
      </Button>
      <Dialog
        fullWidth={fullWidth}
        maxWidth={dialogMaxWidth}
        open={open}
        onClose={close}
        aria-labelledby={id}
      >
        <DialogTitle id={id}>Optional sizes</DialogTitle>
        <DialogContent>
          <DialogContentText>Change the options and watch the dialog resize.</DialogContentText>
          <Stack spacing={2} sx={{ mt: 2, width: 'fit-content' }}>
            <FormControl size="small">
              <InputLabel id={`${id}-max`}>maxWidth</InputLabel>
              <Select
                labelId={`${id}-max`}
                label="maxWidth"
                value={maxWidth}
                onChange={(event) => setMaxWidth(event.target.value as Width)}
              >
                {widths.map((width) => (
                  <MenuItem key={width} value={width}>
                    {width === 'none' ? 'false' : width}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <FormControlLabel
              control={
                <Switch
                  checked={fullWidth}
                  onChange={(event) => setFullWidth(event.target.checked)}
                />
              }
              label="fullWidth"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Close</Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
