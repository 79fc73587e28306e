import Box from '@mui/material/Box';
import Icon from '@mui/material/Icon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const icons = [
  { ligature: 'home', label: 'Home', color: 'primary' },
  { ligature: 'search', label: 'Search', color: 'action' },
  { ligature: 'settings', label: 'Settings', color: 'secondary' },
  { ligature: 'delete', label: 'Delete', color: 'error' },
] as const;

export default function FontIcons() {
  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
      {icons.map(({ ligature, label, color }) => (
        <Box
          key={ligature}
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 0.5,
            width: 88,
            py: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          {/* aria-hidden by default: the visible label below names the icon */}
          <Icon color={color} fontSize="large">
            {ligature}
          </Icon>
          <Typography variant="caption">{label}</Typography>
        </Box>
      ))}
    </Stack>
  );
}
