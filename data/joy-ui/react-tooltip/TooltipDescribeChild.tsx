import Stack from '@mui/joy/Stack';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Tooltip from '@mui/joy/Tooltip';
import Delete from '@mui/icons-material/Delete';

export default function TooltipDescribeChild() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Tooltip title="Delete">
        <IconButton color="danger" variant="soft">
          <Delete />
        </IconButton>
      </Tooltip>
      <Tooltip title="Moves the file to the bin for 30 days" describeChild>
        <Button color="danger" variant="soft">
          Delete file
        </Button>
      </Tooltip>
    </Stack>
  );
}
