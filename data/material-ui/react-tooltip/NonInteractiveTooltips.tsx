import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function NonInteractiveTooltips() {
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      <Tooltip describeChild title="Move the pointer onto me: I stay open">
        <Button>Interactive (default)</Button>
      </Tooltip>
      <Tooltip
        describeChild
        disableInteractive
        title="I close as soon as the pointer leaves the button"
      >
        <Button>Non-interactive</Button>
      </Tooltip>
    </Stack>
  );
}
