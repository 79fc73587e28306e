import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';

export default function DividerOrientation() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, height: 48 }}>
      <Typography>Home</Typography>
      {/* Without flexItem, a vertical divider needs a height of its own. */}
      <Divider orientation="vertical" sx={{ height: 24 }} />
      <Typography>Library</Typography>
      <Divider orientation="vertical" sx={{ height: 24 }} />
      <Typography>Settings</Typography>
    </Box>
  );
}
