import Tooltip from '@mui/joy/Tooltip';
import Button from '@mui/joy/Button';
import Box from '@mui/joy/Box';

const placements = ['top', 'right', 'bottom', 'left'] as const;

export default function TooltipPlacements() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', gap: 2, p: 4 }}>
      {placements.map((placement) => (
        <Tooltip
          key={placement}
          title={`Shown on the ${placement}`}
          placement={placement}
          arrow
          color="primary"
          describeChild
        >
          <Button variant="soft" color="neutral">
            {placement}
          </Button>
        </Tooltip>
      ))}
    </Box>
  );
}
