import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Tooltip from '@mui/joy/Tooltip';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function TooltipVariants() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {variants.map((variant) => (
        <Tooltip key={variant} title={`A ${variant} tooltip`} variant={variant} describeChild>
          <Button variant="plain" color="neutral">
            {variant}
          </Button>
        </Tooltip>
      ))}
    </Box>
  );
}
