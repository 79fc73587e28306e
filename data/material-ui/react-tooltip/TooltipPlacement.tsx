import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import type { TooltipProps } from '@mui/material/Tooltip';

type Placement = NonNullable<TooltipProps['placement']>;

// Each button sits at a grid row and column matching where its tooltip appears.
const grid: { placement: Placement; row: number; column: number }[] = [
  { placement: 'top-start', row: 1, column: 2 },
  { placement: 'top', row: 1, column: 3 },
  { placement: 'top-end', row: 1, column: 4 },
  { placement: 'left', row: 2, column: 1 },
  { placement: 'right', row: 2, column: 5 },
  { placement: 'bottom-start', row: 3, column: 2 },
  { placement: 'bottom', row: 3, column: 3 },
  { placement: 'bottom-end', row: 3, column: 4 },
];

export default function TooltipPlacement() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(5, auto)',
        gap: 1,
        justifyContent: 'center',
        py: 4,
      }}
    >
      {grid.map(({ placement, row, column }) => (
        <Box key={placement} sx={{ gridRow: row, gridColumn: column }}>
          <Tooltip title={`Placement: ${placement}`} placement={placement} arrow describeChild>
            <Button variant="outlined" size="small" fullWidth>
              {placement}
            </Button>
          </Tooltip>
        </Box>
      ))}
    </Box>
  );
}
