import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export default function LayoutTextFields() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, '& > div': { width: 100 } }}>
      <Box sx={{ bgcolor: 'action.hover' }}>
        <TextField label="None" margin="none" size="small" />
      </Box>
      <Box sx={{ bgcolor: 'action.hover' }}>
        <TextField label="Dense" margin="dense" size="small" />
      </Box>
      <Box sx={{ bgcolor: 'action.hover' }}>
        <TextField label="Normal" margin="normal" size="small" />
      </Box>
    </Box>
  );
}
