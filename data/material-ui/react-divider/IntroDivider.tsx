import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function IntroDivider() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 360 }}>
      <Box sx={{ p: 2 }}>
        <Stack direction="row" justifyContent="space-between" alignItems="center">
          <Typography gutterBottom variant="h5" component="div">
            Desk lamp
          </Typography>
          <Typography gutterBottom variant="h6" component="div">
            €48
          </Typography>
        </Stack>
        <Typography color="text.secondary" variant="body2">
          An aluminium lamp with a warm LED and a dimmer in the base.
        </Typography>
      </Box>
      <Divider />
      <Box sx={{ p: 2 }}>
        <Typography gutterBottom variant="body2">
          Finish
        </Typography>
        <Stack direction="row" spacing={1}>
          <Chip color="primary" label="Matte" size="small" />
          <Chip label="Brushed" size="small" />
          <Chip label="Black" size="small" />
        </Stack>
      </Box>
    </Card>
  );
}
