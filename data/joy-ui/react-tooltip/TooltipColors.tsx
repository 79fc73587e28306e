import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Tooltip from '@mui/joy/Tooltip';
import type { ColorPaletteProp } from '@mui/joy/styles';

const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function TooltipColors() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {colors.map((color) => (
        <Tooltip
          key={color}
          title={`A ${color} tooltip`}
          color={color}
          variant="soft"
          describeChild
        >
          <Button variant="soft" color={color}>
            {color}
          </Button>
        </Tooltip>
      ))}
    </Box>
  );
}
