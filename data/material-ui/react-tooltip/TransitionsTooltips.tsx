import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Zoom from '@mui/material/Zoom';

export default function TransitionsTooltips() {
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      <Tooltip describeChild title="Grows from its anchor (default)">
        <Button>Grow</Button>
      </Tooltip>
      <Tooltip
        describeChild
        TransitionComponent={Fade}
        TransitionProps={{ timeout: 600 }}
        title="Fades in slowly"
      >
        <Button>Fade</Button>
      </Tooltip>
      <Tooltip describeChild TransitionComponent={Zoom} title="Zooms in">
        <Button>Zoom</Button>
      </Tooltip>
    </Stack>
  );
}
