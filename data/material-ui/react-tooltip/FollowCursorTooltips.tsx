import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';

export default function FollowCursorTooltips() {
  return (
    <Tooltip title="Map area: drag to pan" followCursor describeChild>
      <Box
        sx={{
          width: 260,
          maxWidth: '100%',
          p: 4,
          bgcolor: 'action.hover',
          borderRadius: 1,
          textAlign: 'center',
        }}
      >
        Move the pointer over this area
      </Box>
    </Tooltip>
  );
}
