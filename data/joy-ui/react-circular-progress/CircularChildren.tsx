import Box from '@mui/joy/Box';
import CircularProgress from '@mui/joy/CircularProgress';
import CloudUpload from '@mui/icons-material/CloudUpload';
import Check from '@mui/icons-material/Check';

export default function CircularChildren() {
  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'center' }}>
      <CircularProgress size="lg" aria-label="Uploading">
        <CloudUpload color="primary" />
      </CircularProgress>
      <CircularProgress
        size="lg"
        determinate
        value={100}
        color="success"
        aria-label="Upload complete"
      >
        <Check color="success" />
      </CircularProgress>
    </Box>
  );
}
