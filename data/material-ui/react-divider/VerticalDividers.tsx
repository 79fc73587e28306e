import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';

export default function VerticalDividers() {
  return (
    <Box
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Button size="small">Bold</Button>
      <Button size="small">Italic</Button>
      <Divider orientation="vertical" flexItem />
      <Button size="small">Link</Button>
      <Divider orientation="vertical" flexItem />
      <Typography variant="caption" color="text.secondary" sx={{ px: 1 }}>
        Saved
      </Typography>
    </Box>
  );
}
