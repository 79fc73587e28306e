import IconButton from '@mui/joy/IconButton';
import Tooltip from '@mui/joy/Tooltip';
import Stack from '@mui/joy/Stack';
import Share from '@mui/icons-material/Share';
import Bookmark from '@mui/icons-material/Bookmark';

export default function TooltipArrow() {
  return (
    <Stack direction="row" spacing={2}>
      <Tooltip title="Share" arrow>
        <IconButton variant="outlined">
          <Share />
        </IconButton>
      </Tooltip>
      <Tooltip title="Save for later" arrow placement="right" variant="outlined">
        <IconButton variant="outlined">
          <Bookmark />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
