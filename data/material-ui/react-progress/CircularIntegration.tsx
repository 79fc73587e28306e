import * as React from 'react';
import CheckIcon from '@mui/icons-material/Check';
import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Fab from '@mui/material/Fab';
import { green } from '@mui/material/colors';

export default function CircularIntegration() {
  const [loading, setLoading] = React.useState(false);
  const [success, setSuccess] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout>>();

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const save = () => {
    if (loading) return;
    setSuccess(false);
    setLoading(true);
    timer.current = setTimeout(() => {
      setSuccess(true);
      setLoading(false);
    }, 1500);
  };

  const successSx = success ? { bgcolor: green[700], '&:hover': { bgcolor: green[800] } } : {};

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Box sx={{ position: 'relative' }}>
        <Fab aria-label={success ? 'Saved' : 'Save'} color="primary" sx={successSx} onClick={save}>
          {success ? <CheckIcon /> : <SaveIcon />}
        </Fab>
        {loading && (
          <CircularProgress
            size={68}
            aria-label="Saving"
            sx={{ color: green[500], position: 'absolute', top: -6, left: -6, zIndex: 1 }}
          />
        )}
      </Box>
      <Box sx={{ position: 'relative' }}>
        <Button variant="contained" sx={successSx} disabled={loading} onClick={save}>
          {success ? 'Saved' : 'Save draft'}
        </Button>
        {loading && (
          <CircularProgress
            size={24}
            aria-label="Saving draft"
            sx={{ position: 'absolute', top: '50%', left: '50%', mt: '-12px', ml: '-12px' }}
          />
        )}
      </Box>
    </Box>
  );
}
