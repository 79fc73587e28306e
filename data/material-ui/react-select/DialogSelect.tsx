import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

export default function DialogSelect() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  const [menuOpen, setMenuOpen] = React.useState(false);
  const [timezone, setTimezone] = React.useState('UTC');
  const [saved, setSaved] = React.useState('UTC');
  return (
    <div>
      <Button onClick={() => setOpen(true)}>Time zone: {saved}</Button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Choose a time zone</DialogTitle>
        <DialogContent>
          <Box sx={{ pt: 1 }}>
            <FormControl sx={{ minWidth: 200 }}>
              <InputLabel id={id}>Time zone</InputLabel>
              <Select
                labelId={id}
                label="Time zone"
                value={timezone}
                onChange={(event) => setTimezone(event.target.value)}
                open={menuOpen}
                onOpen={() => setMenuOpen(true)}
                onClose={() => setMenuOpen(false)}
                SelectDisplayProps={menuOpen ? {} : { 'aria-controls': undefined }}
              >
                <MenuItem value="UTC">UTC</MenuItem>
                <MenuItem value="Europe/Paris">Europe/Paris</MenuItem>
                <MenuItem value="Asia/Tokyo">Asia/Tokyo</MenuItem>
                <MenuItem value="America/Lima">America/Lima</MenuItem>
              </Select>
            </FormControl>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button
            onClick={() => {
              setSaved(timezone);
              setOpen(false);
            }}
          >
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
