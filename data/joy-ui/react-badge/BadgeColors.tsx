import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const COLORS = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function BadgeColors() {
  return (
    <Box sx={{ display: 'flex', gap: 5, flexWrap: 'wrap', pt: 1 }}>
      {COLORS.map((color) => (
        <Badge key={color} color={color} badgeContent={3}>
          <Typography component="span" level="body-md">
            {color}
          </Typography>
        </Badge>
      ))}
    </Box>
  );
}
