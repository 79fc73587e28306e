import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import SvgIcon from '@mui/material/SvgIcon';
import Tooltip from '@mui/material/Tooltip';

const actions = [
  {
    title: 'Copy link',
    path: 'M3.9 12c0-1.71 1.39-3.1 3.1-3.1h4V7H7c-2.76 0-5 2.24-5 5s2.24 5 5 5h4v-1.9H7c-1.71 0-3.1-1.39-3.1-3.1zM8 13h8v-2H8v2zm9-6h-4v1.9h4c1.71 0 3.1 1.39 3.1 3.1s-1.39 3.1-3.1 3.1h-4V17h4c2.76 0 5-2.24 5-5s-2.24-5-5-5z',
  },
  { title: 'Download', path: 'M19 9h-4V3H9v6H5l7 7 7-7zM5 18v2h14v-2H5z' },
  {
    title: 'Print',
    path: 'M19 8H5c-1.66 0-3 1.34-3 3v6h4v4h12v-4h4v-6c0-1.66-1.34-3-3-3zm-3 11H8v-5h8v5zm3-7c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1zm-1-9H6v4h12V3z',
  },
];

export default function BasicTooltip() {
  return (
    <Stack direction="row" spacing={1}>
      {actions.map((action) => (
        // The tooltip title also becomes the button's accessible name.
        <Tooltip key={action.title} title={action.title}>
          <IconButton>
            <SvgIcon>
              <path d={action.path} />
            </SvgIcon>
          </IconButton>
        </Tooltip>
      ))}
    </Stack>
  );
}
