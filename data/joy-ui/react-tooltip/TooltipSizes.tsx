import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Tooltip from '@mui/joy/Tooltip';

export default function TooltipSizes() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Tooltip key={size} title={`A tooltip of size ${size}`} size={size} describeChild>
          <Button variant="outlined" color="neutral" size={size}>
            {size}
          </Button>
        </Tooltip>
      ))}
    </Box>
  );
}
