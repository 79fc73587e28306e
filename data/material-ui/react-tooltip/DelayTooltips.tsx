import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function DelayTooltips() {
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      <Tooltip describeChild title="Appeared after half a second" enterDelay={500} leaveDelay={200}>
        <Button>Slow to open</Button>
      </Tooltip>
      <Tooltip describeChild title="Stays for a second after you leave" leaveDelay={1000}>
        <Button>Slow to close</Button>
      </Tooltip>
      <Tooltip describeChild title="Opens at once" enterDelay={0} enterNextDelay={0}>
        <Button>Instant</Button>
      </Tooltip>
    </Stack>
  );
}
