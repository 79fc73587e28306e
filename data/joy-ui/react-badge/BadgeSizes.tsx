import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const SIZES = ['sm', 'md', 'lg'] as const;

export default function BadgeSizes() {
  return (
    <Box sx={{ display: 'flex', gap: 5, flexWrap: 'wrap' }}>
      {SIZES.map((size) => (
        <Badge key={size} size={size} badgeContent={12}>
          <Typography component="span" level="title-md">
            size {size}
          </Typography>
        </Badge>
      ))}
    </Box>
  );
}
