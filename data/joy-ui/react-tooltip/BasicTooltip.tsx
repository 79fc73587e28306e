import Tooltip from '@mui/joy/Tooltip';
import IconButton from '@mui/joy/IconButton';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

function TrashIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z" />
    </svg>
  );
}

export default function BasicTooltip() {
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Tooltip title="Delete">
        <IconButton variant="soft" color="danger" aria-label="Delete">
          <TrashIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Saved drafts are kept for 30 days" variant="outlined" arrow describeChild>
        <Button variant="outlined">Save draft</Button>
      </Tooltip>
      <Tooltip title="Publishing requires a title" describeChild>
        <span>
          <Button disabled>Publish</Button>
        </span>
      </Tooltip>
    </Stack>
  );
}
