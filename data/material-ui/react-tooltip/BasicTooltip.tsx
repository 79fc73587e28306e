import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DownloadIcon from '@mui/icons-material/Download';
import LinkIcon from '@mui/icons-material/Link';
import PrintIcon from '@mui/icons-material/Print';

const actions = [
  { title: 'Copy link', Icon: LinkIcon },
  { title: 'Download', Icon: DownloadIcon },
  { title: 'Print', Icon: PrintIcon },
];

export default function BasicTooltip() {
  return (
    <Stack direction="row" spacing={1}>
      {actions.map((action) => (
        // The tooltip title also becomes the button's accessible name.
        <Tooltip key={action.title} title={action.title}>
          <IconButton>
            <action.Icon />
          </IconButton>
        </Tooltip>
      ))}
    </Stack>
  );
}
